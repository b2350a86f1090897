// An RE's message ends with the compiler's warning for code that can crash, where the build had one
// (src/build/crash-warning.ts): batch and interactive cases alike.

/** The message, with "; the compiler warned: …" added to an RE's where the build warned. */
export function withCrashWarning(message: string, verdict: string, crashWarning: string | undefined): string {
  return verdict === "RE" && crashWarning ? `${message}; the compiler warned: ${crashWarning}` : message;
}
