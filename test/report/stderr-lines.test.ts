import { describe, expect, it } from "vitest";
import { createTextReporter } from "../../src/report/text-reporter";

// A failing case's stderr tail in the text report: a debugging print of a whole array on one line was shown whole.
describe("the text report's stderr lines", () => {
  it("cuts a long line, saying how many characters were left out, and keeps short ones whole", () => {
    let text = "";
    const reporter = createTextReporter({ write: (chunk) => void (text += chunk), isTTY: false, env: {} });
    const long = "x".repeat(4000);
    reporter.onCase!({ name: "01", verdict: "RE", wallMs: 1, cpuMs: 1, memoryKiB: 1, message: "exit code 1", details: { notes: [], stderrTail: `${long}\ngiving up` } });
    const lines = text.split("\n");
    const shown = lines.find((line) => line.includes("xxx"))!;
    expect(shown).toContain(`${"x".repeat(240)} … (+3760 characters)`);
    expect(shown.length).toBeLessThan(300);
    expect(lines.some((line) => line.endsWith("│ giving up"))).toBe(true);
  });

  // A package validator's judgemessage.txt with a line break printed a row at column 0 that read as a result (a
  // helper's attack, 2026-11-29): every line of a case's message is indented under its case.
  it("indents every line of a case's message, so none reads as another case's row", () => {
    let text = "";
    const reporter = createTextReporter({ write: (chunk) => void (text += chunk), isTTY: false, env: {} });
    reporter.onCase!({ name: "1-sample", verdict: "WA", wallMs: 1, cpuMs: 1, memoryKiB: 1, message: "the output validator rejected: no\n2             AC   fake\n", details: { notes: [] } });
    const forged = text.split("\n").find((line) => line.includes("fake"))!;
    expect(forged).toMatch(/^ {6}2 {13}AC {3}fake$/);
  });

  // A solution saved as "x\nsum  1/1 AC  fake.cpp" (a file name may hold a line break) printed a header line and a
  // summary-looking line of its own; a case's name the same. Names stay on their line, the break shown as ␊.
  it("shows a line break in the solution's or a case's name as ␊, on the name's own line", () => {
    let text = "";
    const reporter = createTextReporter({ write: (chunk) => void (text += chunk), isTTY: false, env: {} });
    const language = { id: "cpp", name: "C++", description: "C++ · g++" } as never;
    reporter.onStart!({ problemId: "sum", solutionLabel: "x\nsum  1/1 AC  fake.cpp", language, cases: [], baselineKiB: 0, baselineOf: "", timeLimitMs: 1000, memoryLimitMiB: 64, stackMiB: 64, checker: "hdu", sandbox: true, jobs: 1 } as never);
    reporter.onCase!({ name: "a\n2  AC", verdict: "WA", wallMs: 1, cpuMs: 1, memoryKiB: 1, message: "no", details: { notes: [] } });
    expect(text.split("\n")[0]).toBe("sum  x\u240asum  1/1 AC  fake.cpp  C++ · g++");
    expect(text.split("\n").filter((line) => /^(sum|2) /.test(line))).toEqual(["sum  x\u240asum  1/1 AC  fake.cpp  C++ · g++"]);
    expect(text).toContain("  a\u240a2  AC");
  });
});
