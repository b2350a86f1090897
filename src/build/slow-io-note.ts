import { withoutCommentsAndStrings, withoutPythonCommentsAndStrings } from "../languages/main-class";
import type { SlowIoIdiom } from "../outcome/slow-io-scale";

// A TLE on a large case is as often the I/O idiom as the algorithm: cin/cout tied to stdio, endl's flush per line,
// Java's Scanner, Go's unbuffered fmt.Scan, a println that flushes. The TLE said only the time; the build reads the
// source once and a TLE case names the line (judge-batch-case.ts, outcome/failing-case-notes.ts).

interface Idiom {
  /** Where the idiom is. */
  uses: RegExp;
  /** What, if present anywhere, shows the program already does it the fast way. */
  unless?: RegExp;
  /** What to say after "line N …". */
  says: string;
  /** The side it slows: named only on a case large enough there (outcome/slow-io-scale.ts). */
  side: SlowIoIdiom["side"];
}

const CIN_COUT: Idiom = {
  uses: /\b(?:std::)?(?:cin\s*>>|cout\s*<<)/,
  unless: /sync_with_stdio\s*\(\s*(?:false|0)\s*\)/,
  side: "either",
  says: "uses cin or cout, still synchronised with C's stdio: ios::sync_with_stdio(false); cin.tie(nullptr); at the start of main makes them several times faster",
};
const ENDL: Idiom = { uses: /\b(?:std::)?endl\b/, side: "output", says: "writes endl, which flushes cout on every line: '\\n' does not" };
const JAVA_SCANNER: Idiom = { uses: /\bnew\s+Scanner\s*\(\s*System\.in\b/, side: "input", says: "reads with Scanner, which is slow on large inputs: a BufferedReader with a StringTokenizer (or StreamTokenizer) reads several times faster" };
const JAVA_PRINTLN: Idiom = {
  uses: /\bSystem\.out\.print(?:ln|f)?\s*\(/,
  unless: /\b(?:PrintWriter|BufferedWriter|BufferedOutputStream|StringBuilder)\b/,
  side: "output",
  says: "writes with System.out, which flushes on every println: a PrintWriter over a BufferedWriter (flushed once at the end) does not",
};
const KOTLIN_PRINTLN: Idiom = {
  uses: /(?:^|[^.\w])println\s*\(/,
  unless: /\b(?:PrintWriter|BufferedWriter|bufferedWriter|StringBuilder|buildString|joinToString)\b/,
  side: "output",
  says: "writes with println, which flushes System.out on every line: collect the output (a StringBuilder) or write to System.out.bufferedWriter(), flushed once",
};
const GO_SCAN: Idiom = {
  uses: /\bfmt\.Scan(?:f|ln)?\s*\(/,
  side: "input",
  says: "reads with fmt.Scan, which reads stdin unbuffered: fmt.Fscan(reader, …) with reader := bufio.NewReader(os.Stdin) is many times faster",
};
const GO_PRINT: Idiom = {
  uses: /\bfmt\.Print(?:f|ln)?\s*\(/,
  unless: /\bbufio\.NewWriter(?:Size)?\s*\(/,
  side: "output",
  says: "writes with fmt.Println, unbuffered: one write call a line; fmt.Fprintln(writer, …) with writer := bufio.NewWriter(os.Stdout) (and writer.Flush() at the end) is many times faster",
};
const RUST_PRINTLN: Idiom = {
  uses: /\bprintln!\s*\(/,
  unless: /\b(?:BufWriter|lock\s*\(\s*\))/,
  side: "output",
  says: "writes with println!, which locks stdout and flushes it at every line: a BufWriter over stdout().lock() with writeln! does not",
};
const PYTHON_INPUT: Idiom = {
  uses: /(?:^|[^.\w])input\s*\(\s*\)/,
  unless: /\binput\s*=|sys\.stdin/,
  side: "input",
  says: "reads with input(), one line a call, which is slow on large inputs: sys.stdin.buffer.read().split() reads them all at once",
};
const NODE_CONSOLE_LOG: Idiom = {
  uses: /\bconsole\.log\s*\(/,
  unless: /\bprocess\.stdout\.write\s*\(/,
  side: "output",
  says: "writes with console.log, one write call a line: the lines joined and written once with process.stdout.write are many times faster",
};

const IDIOMS: Record<string, Idiom[]> = {
  cpp: [CIN_COUT, ENDL],
  java: [JAVA_SCANNER, JAVA_PRINTLN],
  kotlin: [JAVA_SCANNER, KOTLIN_PRINTLN],
  go: [GO_SCAN, GO_PRINT],
  rust: [RUST_PRINTLN],
  python: [PYTHON_INPUT],
  typescript: [NODE_CONSOLE_LOG],
  javascript: [NODE_CONSOLE_LOG],
};

/** Each slow I/O idiom of the source (its first line), at most one per idiom. */
export function slowIoIdioms(languageId: string, sourceText: string): SlowIoIdiom[] {
  const idioms = IDIOMS[languageId];
  if (!idioms) return [];
  const code = languageId === "python" ? withoutPythonCommentsAndStrings(sourceText) : withoutCommentsAndStrings(sourceText);
  const lines = code.split("\n");
  const found: SlowIoIdiom[] = [];
  for (const idiom of idioms) {
    if (idiom.unless?.test(code)) continue;
    const index = lines.findIndex((line) => idiom.uses.test(line));
    if (index >= 0) found.push({ line: index + 1, side: idiom.side, says: idiom.says });
  }
  return found;
}

/** "note: line N …" for each slow I/O idiom of the source, joined by "; "; "" when none (whatever the case's size). */
export function slowIoNote(languageId: string, sourceText: string): string {
  return slowIoIdioms(languageId, sourceText)
    .map(({ line, says }) => `note: line ${line} ${says}`)
    .join("; ");
}
