import { exitCodeForSignal, UserError } from "../errors";

/**
 * What work cut short by the command's stop (stop-every-box.ts) rejects with: said as the stop it is, with the signal's
 * exit code (130, 143, 129), never as a failure of the tool. A command that reports its own stop catches it.
 */
export class StoppedBySignal extends UserError {
  constructor(
    readonly signal: NodeJS.Signals,
    what: string,
  ) {
    super(`stopped by ${signal} while ${what}`, "nothing is wrong with it: run the command again and let it finish", exitCodeForSignal(signal));
  }
}
