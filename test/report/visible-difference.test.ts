import picocolors from "picocolors";
import { describe, expect, it } from "vitest";
import { sourceFromText } from "../../src/check/chunk-source";
import { compareOutputs } from "../../src/check/compare-output";
import { formatDifference } from "../../src/report/format-difference";

// "first\u200B" against "first" read `expected "first", got "first​"`: identical to the eye. Likewise an NBSP (which
// looks like a trailing space) and a homoglyph (a Cyrillic о in "secоnd"). They are shown as <U+XXXX>.
const c = picocolors.createColors(false);
const judged = (expected: string, actual: string) => {
  const result = compareOutputs(sourceFromText(expected), sourceFromText(actual), { mode: "hdu" });
  if (result.verdict === "AC") throw new Error("AC");
  return { message: result.message, diff: formatDifference(result.expected, result.actual, c, "") };
};

describe("characters a terminal does not show, in a WA's message and diff", () => {
  it.each([
    ["a zero-width space", "first\nsecond\n", "first\u200B\nsecond\n", 'line 1, column 1: expected "first", got "first<U+200B>"', "first<U+200B>"],
    ["an NBSP at the end of a line", "first\nsecond\n", "first\u00A0\nsecond\n", 'line 1, column 1: expected "first", got "first<U+00A0>"', "first<U+00A0>"],
    ["an ideographic space inside a line", "a b\n", "a\u3000b\n", 'line 1, column 1: expected "a", got "a<U+3000>b"', "a<U+3000>b"],
    ["a Cyrillic о in an ASCII word", "first\nsecond\n", "first\nsec\u043End\n", 'line 2, column 1: expected "second", got "sec<U+043E>nd"', "sec<U+043E>nd"],
    ["a fullwidth digit", "12\n", "1\uFF12\n", 'line 1, column 1: expected "12", got "1<U+FF12>"', "1<U+FF12>"],
  ])("%s", (_, expected, actual, message, line) => {
    const shown = judged(expected, actual);
    expect(shown.message).toBe(message);
    expect(shown.diff[1]).toBe(`actual   ${message.match(/line (\d)/)![1]} │ ${line}`);
  });

  it("a word that differs in ASCII letters too keeps its non-ASCII letters as they are", () => {
    expect(judged("second\n", "Sekunde é\n").message).toBe('line 1, column 1: expected "second", got "Sekunde"');
    expect(judged("café\n", "cafe\u0301\n").diff[1]).toBe("actual   1 │ cafe\u0301");
  });

  it("the caret stands under the shown column", () => {
    const { diff } = judged("a\u00A0b c\n", "a\u00A0b d\n");
    expect(diff[1]).toBe("actual   1 │ a<U+00A0>b d");
    expect(diff[2]).toBe(`           │ ${" ".repeat("a<U+00A0>b ".length)}^`);
  });
});

describe("columns count characters, as an editor does, not UTF-8 bytes", () => {
  it("the message names the character column after accented letters", () => {
    // "héé " is 4 characters but 6 bytes: the differing token starts at character 5.
    expect(judged("héé 1\n", "héé 2\n").message).toBe('line 1, column 5: expected "1", got "2"');
  });

  it("a whitespace difference names its character column", () => {
    expect(judged("日本 x\n", "日本  x\n").message).toMatch(/^line 1, column 3: /);
  });

  it("Kattis mode names the character column too", () => {
    const result = compareOutputs(sourceFromText("é 1\n"), sourceFromText("é 2\n"), { mode: "kattis", flags: [] });
    expect(result.verdict).toBe("WA");
    if (result.verdict === "WA") expect(result.actual.column).toBe(3);
  });

  it("the caret stands under the difference after a character outside the BMP", () => {
    const { diff } = judged("😀 1\n", "😀 2\n");
    expect(diff[1]).toBe("actual   1 │ 😀 2");
    expect(diff[2]).toBe(`           │ ${" ".repeat("😀 ".length)}^`);
  });
});

// Found by a new user's afternoon (2026-11-29): a difference 400 KB into a line was shown with the line's first 4 KB,
// the caret at its end; inside a token of a million letters, the excerpt showed both tokens' identical start.
describe("a difference far into a long line", () => {
  it("shows the part of the line around it, the caret under the differing token", () => {
    const numbers = Array.from({ length: 100_000 }, (_, i) => String(i + 1));
    const expected = `${numbers.map((n) => (n === "70000" ? "X" : n)).join(" ")}\n`;
    const { message, diff } = judged(expected, `${numbers.join(" ")}\n`);
    expect(message).toBe('line 1, column 408889: expected "X", got "70000"');
    expect(diff[0]).toMatch(/^expected 1 │ ….* 69999 X 70001 .*…$/);
    expect(diff[1]).toMatch(/^actual   1 │ ….* 69999 70000 70001 .*…$/);
    expect(diff[2]!.indexOf("^")).toBe(diff[1]!.indexOf(" 70000 ") + 1);
  });

  it("inside one long token: the caret under its first differing character, and the message says its column", () => {
    const word = "a".repeat(1_000_000);
    const { message, diff } = judged(`${word}\n`, `${word.slice(0, 500_000)}b${word.slice(500_001)}\n`);
    expect(message).toMatch(/^line 1, column 1: expected "a+"…, got "a+"… \(they first differ at column 500001\)$/);
    expect(diff[2]!.indexOf("^")).toBe(diff[1]!.indexOf("b"));
    expect(diff[0]!.charAt(diff[1]!.indexOf("b"))).toBe("a");
  });
});

