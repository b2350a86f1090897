// An RE's message ends with the compiler's warning for code that can crash, where the build had one
// (src/build/crash-warning.ts), and the build's note on the source (a script's byte-order mark, src/build/bom-note.ts):
// batch and interactive cases alike.

/** The message, with "; the compiler warned: …" added to an RE's where the build warned, and "; note: …" where it noted. */
export function withCrashWarning(message: string, verdict: string, crashWarning: string | undefined, runNote?: string): string {
  if (verdict !== "RE") return message;
  return `${message}${crashWarning ? `; the compiler warned: ${crashWarning}` : ""}${runNote ? `; ${runNote}` : ""}`;
}
