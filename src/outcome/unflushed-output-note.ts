// A program that ended cleanly with nothing on stdout most often wrote into a buffer it never flushed. The note named
// Java's and Go's buffers and Rust's exit for every language, a TypeScript or Python solution alike: now each language
// gets its own ways to lose output (languages.yaml's own languages get none rather than another's).
const WAYS: Record<string, string> = {
  java: "a PrintWriter or BufferedWriter without flush() or close(), or System.exit before it",
  kotlin: "a PrintWriter or System.out.bufferedWriter() without flush() or close(), or exitProcess before it",
  go: "a bufio.Writer without Flush() (a defer does not run at os.Exit), or os.Exit before it",
  rust: "a BufWriter or StdoutLock still holding it at std::process::exit, which runs no destructors",
  c: "_exit, quick_exit or abort after printf (they skip stdio's flush), or a setvbuf buffer never flushed",
  cpp: "_exit, quick_exit or abort after writing to cout or printf (they skip the flush)",
  python: "os._exit after print (it skips the flush of sys.stdout), or a custom buffer never written out",
  typescript: "the code that writes never ran (an 'end' handler never reached, an unawaited promise), or the output went to console.error",
  javascript: "the code that writes never ran (an 'end' handler never reached, an unawaited promise), or the output went to console.error",
};

/** "output … is lost at exit: <this language's ways>", or "" for a language without known ways. */
export function unflushedOutputNote(languageId: string): string {
  const ways = WAYS[languageId];
  if (!ways) return "";
  const node = languageId === "typescript" || languageId === "javascript";
  return node ? `nothing was written: ${ways}` : `output left in a buffer that is never flushed is lost at exit: ${ways}`;
}
