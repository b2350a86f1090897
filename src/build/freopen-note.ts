/**
 * A C or C++ source that redirects stdin or stdout to a file with freopen, outside any #if (a local test's
 * `freopen("input.txt", "r", stdin)` left in): on a judge it reads a file that is not there, or writes one nobody reads,
 * and the case was a WA "the program wrote nothing to stdout" whose hint named unflushed buffers. The note a case
 * with no output gets for such a source (judge-batch-case.ts); one under #ifndef ONLINE_JUDGE or #ifdef LOCAL runs not.
 */
export function freopenNote(languageId: string, sourceText: string): string {
  if (languageId !== "c" && languageId !== "cpp") return "";
  // Comments out, line ends kept; then the #if depth at each line.
  const code = sourceText.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).replace(/\/\/[^\n]*/g, "");
  let depth = 0;
  const lines = code.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const directive = /^\s*#\s*(if|ifdef|ifndef|endif)\b/.exec(line)?.[1];
    if (directive === "endif") depth = Math.max(0, depth - 1);
    else if (directive) depth++;
    const call = /\bfreopen\s*\(\s*"([^"]*)"\s*,\s*"[^"]*"\s*,\s*(stdin|stdout)\s*\)/.exec(line);
    if (call && depth === 0) {
      return `note: line ${index + 1} calls freopen("${call[1]}", …, ${call[2]}): a judge gives the input on stdin and reads stdout, and no such file is there; put it under #ifndef ONLINE_JUDGE (defined here, as on Codeforces and AtCoder), or remove it`;
    }
  }
  return "";
}
