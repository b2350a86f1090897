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
});
