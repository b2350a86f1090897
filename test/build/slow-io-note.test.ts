import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { slowIoIdioms, slowIoNote } from "../../src/build/slow-io-note";
import { slowIoNotes } from "../../src/outcome/slow-io-scale";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "../languages/language-fixtures";

// A TLE said only the time, when as often the I/O idiom is the cause (endl's flush a line, cin tied to stdio, Java's
// Scanner, Go's fmt.Scan): a TLE case now names the line of each such idiom of the source.
describe("slowIoNote", () => {
  it("names C++'s cin/cout without sync_with_stdio(false), and endl, with their lines", () => {
    const note = slowIoNote("cpp", "#include <iostream>\nusing namespace std;\nint main() {\n  int n; cin >> n;\n  cout << n << endl;\n}\n");
    expect(note).toMatch(/^note: line 4 uses cin or cout, still synchronised with C's stdio: ios::sync_with_stdio\(false\)/);
    expect(note).toMatch(/; note: line 5 writes endl, which flushes cout on every line: '\\n' does not$/);
  });

  it("says nothing of cin once untied, of endl in a comment or a string, nor of scanf", () => {
    expect(slowIoNote("cpp", "int main() {\n  ios::sync_with_stdio(false);\n  int n; std::cin >> n; std::cout << n << '\\n';\n}\n")).toBe("");
    expect(slowIoNote("cpp", 'int main() {\n  std::ios_base::sync_with_stdio(0);\n  // cout << endl;\n  puts("endl");\n}\n')).toBe("");
    expect(slowIoNote("c", '#include <stdio.h>\nint main(void) { int n; scanf("%d", &n); printf("%d\\n", n); }\n')).toBe("");
  });

  it("names Java's Scanner and System.out.println unless a buffered writer is used", () => {
    const slow = "import java.util.*;\npublic class Main {\n  public static void main(String[] a) {\n    Scanner in = new Scanner(System.in);\n    System.out.println(in.nextInt());\n  }\n}\n";
    expect(slowIoNote("java", slow)).toMatch(/^note: line 4 reads with Scanner, .*; note: line 5 writes with System\.out, which flushes on every println/);
    expect(slowIoNote("java", slow.replace("System.out.println(in.nextInt());", "PrintWriter out = new PrintWriter(System.out); out.println(in.nextInt()); out.flush();"))).toMatch(/^note: line 4 reads with Scanner[^;]*$/);
  });

  it("names Go's fmt.Scan and unbuffered fmt.Println; Rust's println! without a BufWriter; Python's input(); Node's console.log", () => {
    expect(slowIoNote("go", 'package main\nimport "fmt"\nfunc main() {\n\tvar n int\n\tfmt.Scan(&n)\n\tfmt.Println(n)\n}\n')).toMatch(/^note: line 5 reads with fmt\.Scan, .*; note: line 6 writes with fmt\.Println, unbuffered/);
    expect(slowIoNote("go", 'package main\nimport ("bufio"; "fmt"; "os")\nfunc main() {\n\tr := bufio.NewReader(os.Stdin)\n\tw := bufio.NewWriter(os.Stdout)\n\tdefer w.Flush()\n\tvar n int\n\tfmt.Fscan(r, &n)\n\tfmt.Fprintln(w, n)\n}\n')).toBe("");
    expect(slowIoNote("rust", 'fn main() {\n    println!("{}", 1);\n}\n')).toMatch(/^note: line 2 writes with println!/);
    expect(slowIoNote("rust", 'use std::io::{Write, BufWriter};\nfn main() {\n    let mut out = BufWriter::new(std::io::stdout().lock());\n    writeln!(out, "{}", 1).unwrap();\n    println!("done");\n}\n')).toBe("");
    expect(slowIoNote("python", "n = int(input())\nprint(n // 2)  # input() per line\n")).toMatch(/^note: line 1 reads with input\(\)/);
    expect(slowIoNote("python", "import sys\ninput = sys.stdin.readline\nn = int(input())\n")).toBe("");
    expect(slowIoNote("typescript", 'for (let i = 0; i < 3; i++) console.log(i);\n')).toMatch(/^note: line 1 writes with console\.log/);
    expect(slowIoNote("typescript", 'const out: string[] = [];\nprocess.stdout.write(out.join("\\n"));\nconsole.log("");\n')).toBe("");
  });
});

const dir = mkdtempSync(join(tmpdir(), "stonebench-slow-io-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const why = await missingToolchain("cpp");
if (why) console.warn(`skipped: ${why}`);

describe.skipIf(why !== undefined)("a TLE case of a C++ solution that writes endl", () => {
  it("names the endl line in a TLE case whose answer is long enough for it to cost; a WA of the same source does not", async () => {
    const path = join(dir, "endl.cpp");
    writeFileSync(path, "#include <iostream>\nint main() {\n  std::ios::sync_with_stdio(false);\n  for (long long i = 0;; i++) if (i < 0) std::cout << i << std::endl;\n}\n");
    // A case of 2,000 answer lines: endl's flush a line can cost there.
    const long = join(dir, "long-answer");
    mkdirSync(long, { recursive: true });
    writeFileSync(join(long, "1.in"), "1\n");
    writeFileSync(join(long, "1.out"), "x\n".repeat(2000));
    const { report } = await judgeJson(["hdu1846", "--solution", path, "--cases", long, "--tl", "300"]);
    expect(report?.summary.verdict).toBe("TLE");
    expect(report?.cases[0]?.message).toMatch(/; note: line 4 writes endl, which flushes cout on every line/);
    // Before: hdu1846's sample (2 answer lines) named endl too, though a few flushes cannot make a TLE.
    const { report: small } = await judgeJson(["hdu1846", "--solution", path, "--case", "01", "--tl", "300"]);
    expect(small?.summary.verdict).toBe("TLE");
    expect(small?.cases[0]?.message).not.toMatch(/endl/);
    const wrong = join(dir, "wrong.cpp");
    writeFileSync(wrong, '#include <iostream>\nint main() {\n  std::cout << "x" << std::endl;\n}\n');
    const { report: wa } = await judgeJson(["hdu1846", "--solution", wrong, "--case", "01"]);
    expect(wa?.summary.verdict).toBe("WA");
    expect(wa?.cases[0]?.message).not.toMatch(/endl/);
  }, 180_000);
});

describe("slowIoNotes: an idiom is named where the case is large enough on its side", () => {
  // A TypeScript O(n²) solution that printed its one answer with console.log was TLE with "line 7 writes with
  // console.log, one write call a line: … many times faster" (a new setter's wrong/slow.ts).
  const idioms = slowIoIdioms("cpp", "#include <iostream>\nint main() {\n  int n; std::cin >> n;\n  std::cout << n << std::endl;\n}\n");
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const testCase = (input: string, answer: string) => ({ name: "x", inputPath: write(`${input.length}-${answer.length}.in`, input), answerPath: write(`${input.length}-${answer.length}.out`, answer) });
  it("a small input and a one-line answer: nothing", () => {
    expect(idioms.map((idiom) => idiom.side)).toEqual(["either", "output"]);
    expect(slowIoNotes(idioms, testCase("5\n", "5\n"))).toBe("");
  });
  it("a large input: cin (either side), not endl; a long answer: both", () => {
    const bigInput = slowIoNotes(idioms, testCase("1 ".repeat(40_000), "5\n"));
    expect(bigInput).toMatch(/^; note: line 3 uses cin or cout/);
    expect(bigInput).not.toMatch(/endl/);
    expect(slowIoNotes(idioms, testCase("5\n", "1\n".repeat(1000)))).toMatch(/^; note: line 3 uses cin or cout.*; note: line 4 writes endl/);
    expect(slowIoNotes(idioms, testCase("5\n", "1\n".repeat(999)))).toBe("");
  });
  it("no answer to measure (judge --in alone): the writing idioms are named", () => {
    expect(slowIoNotes(idioms, { ...testCase("5\n", ""), noAnswer: true })).toMatch(/endl/);
  });
});
