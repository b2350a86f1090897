// An interactive solution whose moves stayed in its output buffer is ILE ("a missing flush"), and each language has its
// own way in: C's stdout is fully buffered on a pipe, C++'s fast-I/O cin.tie(nullptr) stops cin flushing cout before
// each read, Java's PrintWriter and Go's bufio.Writer hold everything until flushed. The ILE names the solution's own.

const IDIOMS: Record<string, string> = {
  c: "fflush(stdout) after each line (stdout to a pipe is fully buffered)",
  cpp: "cout.flush() or endl after each line, fflush(stdout) after printf (cin.tie(nullptr) stops cin from flushing cout before a read)",
  python: "print(..., flush=True), or sys.stdout.flush() after each line",
  java: "flush() after each line (a PrintWriter or BufferedWriter holds its output until then)",
  kotlin: "System.out.flush(), or flush() of a PrintWriter or BufferedWriter, after each line",
  go: "Flush() of the bufio.Writer after each line",
  rust: "io::stdout().flush() (use std::io::Write), or flush() of a BufWriter, after each line",
  typescript: "writeSync(1, ...) for each line (process.stdout.write to a pipe is asynchronous)",
  javascript: "writeSync(1, ...) for each line (process.stdout.write to a pipe is asynchronous)",
};

/** "; in C: fflush(stdout) after each line …" for a language whose output waits in a buffer, or "". */
export function flushNote(languageId: string | undefined, languageName: string): string {
  const idiom = languageId === undefined ? undefined : IDIOMS[languageId];
  return idiom ? `; in ${languageName}: ${idiom}` : "";
}
