import { describe, expect, it } from "vitest";
import { sourceFromText } from "../../src/check/chunk-source";
import { compareOutputs, type CompareMode } from "../../src/check/compare-output";

const compare = (expected: string, actual: string, mode: CompareMode = "hdu", tolerance?: number) =>
  compareOutputs(sourceFromText(expected), sourceFromText(actual), { mode, ...(tolerance !== undefined ? { tolerance } : {}) });

describe("the hdu comparator", () => {
  const table: [string, string, string, "AC" | "PE" | "WA"][] = [
    ["identical output", "Second win\nFirst win\n", "Second win\nFirst win\n", "AC"],
    ["CRLF line endings in the expected file", "Second win\r\nFirst win\r\n", "Second win\nFirst win\n", "AC"],
    ["CRLF line endings in the actual output", "Second win\nFirst win\n", "Second win\r\nFirst win\r\n", "AC"],
    ["trailing spaces at the end of a line", "1 2\n3\n", "1 2   \n3\t\n", "AC"],
    ["a missing final newline", "1\n2\n", "1\n2", "AC"],
    ["trailing blank lines at the end", "1\n2\n", "1\n2\n\n\n\n", "AC"],
    ["both outputs empty", "", "", "AC"],
    ["empty expected and only blank lines", "", "\n \n\n", "AC"],
    ["two spaces instead of one inside a line", "First win\n", "First  win\n", "PE"],
    ["a tab instead of a space", "1 2\n", "1\t2\n", "PE"],
    ["one line instead of two", "1\n2\n", "1 2\n", "PE"],
    ["a blank line in the middle", "1\n2\n", "1\n\n2\n", "PE"],
    ["a leading blank line", "1\n", "\n1\n", "PE"],
    ["leading spaces on a line", "1\n2\n", "1\n  2\n", "PE"],
    ["a different word", "Second win\n", "First win\n", "WA"],
    ["a different number", "0\n1\n", "0\n2\n", "WA"],
    ["letter case", "first\n", "First\n", "WA"],
    ["empty output when some is expected", "Second win\n", "", "WA"],
    ["an extra line", "1\n", "1\n2\n", "WA"],
    ["a missing line", "1\n2\n", "1\n", "WA"],
    ["a token glued to another", "1 2\n", "12\n", "WA"],
    ["a word split in two", "12\n", "1 2\n", "WA"],
  ];
  it.each(table)("%s gives %s", (_, expected, actual, verdict) => {
    expect(compare(expected, actual).verdict).toBe(verdict);
  });

  it.each(table.filter(([, , , verdict]) => verdict !== "AC"))("is symmetric: %s swapped gives the same verdict", (_, expected, actual, verdict) => {
    expect(compare(actual, expected).verdict).toBe(verdict);
  });

  it("names the line and column of the first differing token", () => {
    const result = compare("Second win\nSecond win\nFirst win\n", "Second win\nFirst win\nFirst win\n");
    expect(result).toMatchObject({ verdict: "WA", expected: { line: 2, column: 1, lineText: "Second win" }, actual: { line: 2, column: 1, lineText: "First win" } });
    if (result.verdict !== "AC") expect(result.message).toContain('expected "Second", got "First"');
  });

  it("says what whitespace differs on a presentation error", () => {
    const result = compare("1 2\n", "1\n2\n");
    expect(result.verdict).toBe("PE");
    if (result.verdict !== "AC") expect(result.message).toBe("line 1, column 2: expected a space, got a line break");
  });

  it("reports a missing end and extra output in words", () => {
    const early = compare("1\n2\n", "1\n");
    const extra = compare("1\n", "1\n2\n");
    if (early.verdict === "AC" || extra.verdict === "AC") throw new Error("expected WA");
    expect(early.message).toMatch(/output ends early at line 2: expected "2"/);
    expect(extra.message).toMatch(/extra output at line 2, column 1: expected the end of the output, got "2"/);
  });

  it("keeps a carriage return visible in the line text", () => {
    const result = compare("a\nb\n", "a\nc\r\n");
    if (result.verdict === "AC") throw new Error("expected WA");
    expect(result.actual.lineText).toBe("c\r");
  });

  it("compares outputs larger than one chunk without holding them whole", () => {
    const big = "First win\n".repeat(300_000);
    expect(compare(big, big.replace(/\n/g, "\r\n")).verdict).toBe("AC");
    const changed = `${big.slice(0, -10)}Second win\n`;
    const result = compare(big, changed);
    expect(result).toMatchObject({ verdict: "WA", actual: { line: 300_000 } });
  });
});

describe("the tokens comparator", () => {
  it.each([
    ["1 2\n", "1\n2", "AC"],
    ["1\n\n2\n", "  1 2  ", "AC"],
    ["1 2\n", "1 3\n", "WA"],
    ["1 2\n", "1\n", "WA"],
  ] as const)("%j against %j gives %s", (expected, actual, verdict) => {
    expect(compare(expected, actual, "tokens").verdict).toBe(verdict);
  });
});

describe("the float comparator", () => {
  it.each([
    ["1.0000000\n", "1.0000005\n", 1e-6, "AC"],
    ["1.000000\n", "1.00001\n", 1e-6, "WA"],
    ["1000000\n", "1000000.5\n", 1e-6, "AC"],
    ["0.5 abc\n", "0.5000001 abc\n", 1e-6, "AC"],
    ["0.5 abc\n", "0.5 abd\n", 1e-6, "WA"],
    ["3\n", "3.0\n", 1e-9, "AC"],
    ["nan\n", "nan\n", 1e-6, "AC"],
    ["1e-3\n", "0.0011\n", 1e-6, "WA"],
  ] as const)("%j against %j with tolerance %s gives %s", (expected, actual, tolerance, verdict) => {
    expect(compare(expected, actual, "float", tolerance).verdict).toBe(verdict);
  });
});

describe("a matching output is compared without re-reading it", () => {
  // Each token's column was counted as it was read, re-reading its line from the file (a pread per token): 13 MB of
  // AC output took 4 s, and the judge, busy, took the next case's exit for a wall timeout. Columns are for messages.
  const counted = (text: string) => {
    const source = sourceFromText(text);
    let reads = 0;
    return { source: { ...source, readAt: (offset: number, length: number) => (reads++, source.readAt(offset, length)) }, reads: () => reads };
  };
  const lines = Array.from({ length: 2000 }, (_, i) => `${i * 7919} ${i}`);
  it.each(["hdu", "tokens", "float", "kattis"] as const)("%s: no re-read for an AC, a few for a WA's message", (mode) => {
    const want = counted(`${lines.join("\n")}\n`);
    const got = counted(`${lines.join(" \n")} \n`);
    expect(compareOutputs(want.source, got.source, { mode, flags: [] }).verdict).toBe("AC");
    expect(want.reads() + got.reads()).toBe(0);
    const wrong = counted(`${lines.slice(0, 1999).join("\n")}\n1 2\n`);
    const again = counted(`${lines.join("\n")}\n`);
    const result = compareOutputs(again.source, wrong.source, { mode, flags: [] });
    expect(result.verdict).toBe("WA");
    expect("actual" in result && result.actual.line).toBe(2000);
    expect(again.reads() + wrong.reads()).toBeLessThan(20);
  });
});
