import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pythonMatchNote } from "../../src/build/python-match-note";
import { decideRunVerdict } from "../../src/outcome/decide-run-verdict";
import type { RunFacts } from "../../src/run/run-program";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// Python newer than the judge's (Debian's PyPy is 3.9): a match statement was CE "invalid syntax. Perhaps you forgot a
// comma?", and itertools.pairwise an ImportError as if misspelt (helper playing the hidden grader). Both now say the
// feature is newer than the Python that checked or ran it.
const PYPY39 = "Python 3.9.16 (7.3.11+dfsg-2+deb12u3, Dec 30 2024, 22:36:23) [PyPy 7.3.11 with GCC 12.2.0]";
const MATCH = 'import sys\nn = int(sys.stdin.readline())\nmatch n % 2:\n    case 0:\n        print("second")\n    case _:\n        print("first")\n';

describe("pythonMatchNote", () => {
  it("names the match statement under a Python before 3.10", () => {
    expect(pythonMatchNote("python", "a.py:3:1: SyntaxError: invalid syntax. Perhaps you forgot a comma?", MATCH, PYPY39)).toMatch(/^ \(the match statement is Python 3\.10's, and this is Python 3\.9: .*languages\.yaml/);
  });
  it("says nothing under 3.10 or later, for another line, or for a variable named match", () => {
    expect(pythonMatchNote("python", "a.py:3:1: SyntaxError: x", MATCH, "Python 3.11.7")).toBe("");
    expect(pythonMatchNote("python", "a.py:2:1: SyntaxError: x", MATCH, PYPY39)).toBe("");
    expect(pythonMatchNote("python", "a.py:1:1: SyntaxError: x", "match = re.match(p, s):\n", PYPY39)).toBe("");
  });
});

describe("a Python RE from a name newer than its Python", () => {
  const facts = (stderr: string): RunFacts => ({ exitCode: 1, signal: null, killedFor: null, wallMs: 5, cpuMs: 5, memoryKiB: 1000, outputBytes: 0, stdoutPath: "/dev/null", stderrBytes: stderr.length, stderrTail: stderr, denied: null, heapExhausted: false, boxed: true, copyOver: false });
  const limits = { timeLimitMs: 1000, memoryLimitMiB: 32, baselineKiB: 0, outputLimitBytes: 1 << 20 };
  it("names the version that brought it", () => {
    const stderr = 'Traceback (most recent call last):\n  File "/box/a.py", line 1, in <module>\n    from itertools import pairwise\nImportError: cannot import name \'pairwise\' from \'itertools\' (unknown location)\n';
    expect(decideRunVerdict(facts(stderr), limits)?.message).toMatch(/; note: itertools\.pairwise is Python 3\.10's, newer than the Python that ran it/);
    const digits = "Traceback (most recent call last):\nAttributeError: module 'sys' has no attribute 'set_int_max_str_digits'\n";
    expect(decideRunVerdict(facts(digits), limits)?.message).toMatch(/; note: sys\.set_int_max_str_digits is Python 3\.11's/);
    expect(decideRunVerdict(facts("Traceback (most recent call last):\nAttributeError: module 'sys' has no attribute 'foo'\n"), limits)?.message).not.toMatch(/note/);
  });
});

const why = await missingToolchain("python");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-python-version-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("judge a match statement", () => {
  it("is CE naming Python 3.10 under an older Python, else AC", async () => {
    const source = join(dir, "match.py");
    writeFileSync(source, MATCH.replace("n = int(sys.stdin.readline())", "data = sys.stdin.read().split()\nfor i in range(int(data[0])):\n  n = int(data[1 + 2 * i]) % (int(data[2 + 2 * i]) + 1)").replace(/^(match|    case|        print)/gm, "  $1"));
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    const version = /Python (\d+)\.(\d+)/.exec((report as { language?: { description: string } }).language?.description ?? "");
    expect(version).not.toBeNull();
    if (Number(version![2]) < 10) {
      expect(report?.summary.verdict).toBe("CE");
      expect(report?.summary.message.split("\n")[0]).toMatch(/match\.py:5:\d+: SyntaxError: .*\(the match statement is Python 3\.10's, and this is Python 3\.\d\b/);
    } else {
      expect(report?.summary.verdict).toBe("AC");
    }
  }, 120_000);
});
