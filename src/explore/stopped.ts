/** A clean stop (Ctrl-C): how far the analysis got. */
export class AnalysisStopped extends Error {
  constructor(readonly done: number, readonly total: number) {
    super(`stopped after ${done} of ${total} states`);
  }
}
