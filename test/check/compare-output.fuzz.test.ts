import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sourceFromText } from "../../src/check/chunk-source";
import { compareOutputs } from "../../src/check/compare-output";

// The documented normalisation, written out plainly: drop whitespace at line ends and blank lines at the end.
function normalise(text: string): string {
  const lines = text.split("\n").map((line) => line.replace(/[ \t\r\v\f]+$/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.join("\n");
}
const tokens = (text: string): string[] => text.split(/[ \t\n\r\v\f]+/).filter(Boolean);

const piece = fc.constantFrom("a", "b", "12", "First", "win", " ", "  ", "\t", "\n", "\r\n", "\r", "\n\n", "\v", "\f");
const output = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(""));
// Pairs that are often close: the same output, edited by a few small changes.
const edit = fc.tuple(fc.nat(40), piece, fc.boolean());
const closePair = fc.tuple(output, fc.array(edit, { maxLength: 3 })).map(([text, edits]) => {
  let changed = text;
  for (const [at, insert, remove] of edits) {
    const i = at % (changed.length + 1);
    changed = changed.slice(0, i) + insert + changed.slice(remove ? i + 1 : i);
  }
  return [text, changed] as const;
});
const pairs = fc.oneof(fc.tuple(output, output), closePair);

const hdu = (expected: string, actual: string) => compareOutputs(sourceFromText(expected), sourceFromText(actual), { mode: "hdu" });

describe("the hdu comparator, fuzzed", () => {
  it("never throws", () => {
    fc.assert(fc.property(pairs, ([expected, actual]) => void hdu(expected, actual)), { numRuns: 5000 });
  });

  it("is AC exactly when the outputs are equal after the documented normalisation", () => {
    fc.assert(
      fc.property(pairs, ([expected, actual]) => {
        expect(hdu(expected, actual).verdict === "AC").toBe(normalise(expected) === normalise(actual));
      }),
      { numRuns: 5000 },
    );
  });

  it("never lets PE hide a token difference, and WA always has one", () => {
    fc.assert(
      fc.property(pairs, ([expected, actual]) => {
        const verdict = hdu(expected, actual).verdict;
        const sameTokens = JSON.stringify(tokens(expected)) === JSON.stringify(tokens(actual));
        if (verdict === "PE") expect(sameTokens).toBe(true);
        if (verdict === "WA") expect(sameTokens).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it("gives the same verdict whatever the chunk sizes the outputs arrive in", () => {
    const chunked = (text: string, size: number) => {
      const bytes = Buffer.from(text);
      let at = 0;
      return { next: () => (at < bytes.length ? bytes.subarray(at, (at += size)) : null), readAt: (offset: number, length: number) => bytes.subarray(offset, offset + length), close() {} };
    };
    fc.assert(
      fc.property(pairs, fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), ([expected, actual], a, b) => {
        const whole = hdu(expected, actual);
        const pieces = compareOutputs(chunked(expected, a), chunked(actual, b), { mode: "hdu" });
        expect(pieces.verdict).toBe(whole.verdict);
        if (whole.verdict !== "AC" && pieces.verdict !== "AC") expect(pieces.message).toBe(whole.message);
      }),
      { numRuns: 3000 },
    );
  });
});
