import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// A case with nothing on stdout named Java's PrintWriter, Go's bufio.Writer and Rust's exit whatever the language: a
// TypeScript solution that wrote its answers to console.error read of Java buffers. Each language now gets its own.
const dir = mkdtempSync(join(tmpdir(), "stonebench-unflushed-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// hdu1846's answers written where the judge never sees them, one way per language.
const LOST: { id: string; file: string; source: string; names: RegExp; not: RegExp }[] = [
  {
    id: "typescript",
    file: "stderr.ts",
    source: 'import { readFileSync } from "node:fs";\nconst [c, ...r] = readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nfor (let i = 0; i < c!; i++) console.error(r[2 * i]! % (r[2 * i + 1]! + 1) ? "first" : "second");\n',
    names: /; note: nothing was written: .*console\.error/,
    not: /PrintWriter|bufio|BufWriter/,
  },
  {
    id: "java",
    file: "Main.java",
    source: "import java.io.*;\nimport java.util.*;\npublic class Main {\n  public static void main(String[] a) {\n    Scanner in = new Scanner(System.in);\n    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));\n    int c = in.nextInt();\n    while (c-- > 0) { int n = in.nextInt(), m = in.nextInt(); out.println(n % (m + 1) != 0 ? \"first\" : \"second\"); }\n  }\n}\n",
    names: /; note: output left in a buffer that is never flushed is lost at exit: a PrintWriter or BufferedWriter without flush\(\) or close\(\)/,
    not: /bufio|console\.error/,
  },
  {
    id: "python",
    file: "exit.py",
    source: "import os, sys\ndata = sys.stdin.read().split()\nc = int(data[0])\nfor i in range(c):\n    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])\n    print('first' if n % (m + 1) else 'second')\nos._exit(0)\n",
    names: /; note: output left in a buffer that is never flushed is lost at exit: os\._exit after print/,
    not: /PrintWriter|bufio/,
  },
];

describe("a case with nothing on stdout", () => {
  for (const lost of LOST) {
    it(`${lost.id}: the note names how ${lost.id} loses output, not another language's ways`, async (context) => {
      const why = await missingToolchain(lost.id);
      if (why) {
        console.warn(`skipped: ${why}`);
        context.skip();
      }
      const path = join(mkdtempSync(join(dir, `${lost.id}-`)), lost.file);
      writeFileSync(path, lost.source);
      const { report } = await judgeJson(["hdu1846", "--solution", path, "--case", "01"]);
      expect(report?.summary.verdict).toBe("WA");
      const message = report?.cases[0]?.message ?? "";
      expect(message).toMatch(/the program wrote nothing to stdout/);
      expect(message).toMatch(lost.names);
      expect(message).not.toMatch(lost.not);
    }, 180_000);
  }
});
