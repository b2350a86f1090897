import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareNaturally } from "../../src/problem/natural-order";

// The oracle is ICU itself: the collator the fast comparison stands in for.
const icu = new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare;
const sign = (value: number): number => Math.sign(value);

const caseLike = fc.stringMatching(/^[0-9a-zA-Z_.-]{0,12}$/);
const digitHeavy = fc.array(fc.constantFrom("0", "00", "1", "2", "9", "10", "007", "12345678901234567890", "a", "A", "-", "_", ".", " ", "b"), { maxLength: 6 }).map((parts) => parts.join(""));
const printable = fc.stringMatching(/^[\x20-\x7e]{0,10}$/);
const anything = fc.string({ unit: "grapheme", maxLength: 8 });

describe("natural order of case names", () => {
  it("orders like ICU's numeric collation on generated names", () => {
    fc.assert(
      fc.property(fc.oneof(caseLike, digitHeavy, printable, anything), fc.oneof(caseLike, digitHeavy, printable, anything), (a, b) => {
        expect(sign(compareNaturally(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(sign(icu(a, b)));
      }),
      { numRuns: 20000 },
    );
  });

  it("orders every pair of printable ASCII characters and digit pairs like ICU", () => {
    const chars = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
    for (const a of chars) for (const b of chars) for (const tail of ["", "1", "a"]) expect(sign(compareNaturally(a + tail, b)), `${a + tail} vs ${b}`).toBe(sign(icu(a + tail, b)));
  });

  it("puts 2 before 10, ignores leading zeros and case, and leaves very long numbers and other scripts to ICU", () => {
    expect(compareNaturally("case-2", "case-10")).toBeLessThan(0);
    expect(compareNaturally("01-sample", "1-sample")).toBe(0);
    expect(compareNaturally("A", "a")).toBe(0);
    const long = "9".repeat(150);
    expect(sign(compareNaturally(`${long}1`, `${long}2`))).toBe(sign(icu(`${long}1`, `${long}2`)));
    expect(sign(compareNaturally("é", "f"))).toBe(sign(icu("é", "f")));
  });
});
