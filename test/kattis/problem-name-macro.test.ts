import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { problemNameMacro } from "../../src/kattis/problem-name-macro";

// A legacy package's title from its statement's \problemname{…}: the pattern it was (the reference here) ran each
// `\problemname{` of a line without `}` to the line's end, 1.9 s of import for a 260 KB problem.tex of them.
const PATTERN = /\\problemname\{(.*)\}/;

describe("problemNameMacro", () => {
  it("reads what the pattern read, on texts of its marks", () => {
    const pieces = fc.constantFrom("\\problemname{", "\\problemname", "{", "}", "\n", "\r", "\u2028", "a", " ", "\\");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        expect(problemNameMacro(text)).toBe(PATTERN.exec(text)?.[1]);
      }),
      { numRuns: 20_000 },
    );
    expect(problemNameMacro("%% a statement\n\\problemname{Bricks {and} Mortar}\n")).toBe("Bricks {and} Mortar");
  });

  it.each([
    ["on one line", "\\problemname{"],
    ["a line each", "\\problemname{\n"],
  ])("is linear on 300,000 marks without a closing brace, %s", (_, piece) => {
    const started = process.hrtime.bigint();
    expect(problemNameMacro(piece.repeat(300_000))).toBeUndefined();
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(5_000);
  });
});
