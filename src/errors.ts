// Errors the user can fix (exit 2, no stack trace) versus failures of the judge itself (exit 3).

/** A usage or configuration error: says what failed, where, and how to fix it. */
export class UserError extends Error {
  override readonly name = "UserError";
  constructor(
    message: string,
    readonly hint?: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** An input that breaks a problem's constraints (exit 1, like any failed check): its validator did its job. */
export class InvalidInputError extends UserError {
  constructor(message: string, hint?: string) {
    super(message, hint, 1);
  }
}

/** The judge's own failure (temp dir not writable, a broken build cache): never the solution's fault. */
export class InternalError extends Error {
  override readonly name = "InternalError";
  constructor(message: string, readonly hint?: string) {
    super(message);
  }
}

export const EXIT = { ok: 0, failed: 1, usage: 2, internal: 3, interrupted: 130, terminated: 143, hangup: 129 } as const;

/** The shell's code for a command its signal stopped: 128 + the signal's number. */
export function exitCodeForSignal(signal: NodeJS.Signals | undefined): number {
  return signal === "SIGTERM" ? EXIT.terminated : signal === "SIGHUP" ? EXIT.hangup : EXIT.interrupted;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
