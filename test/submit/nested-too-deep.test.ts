import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { parseSolution, parseText } from "../../src/submit/parse-solution";

// TypeScript's parser recurses once per level of nesting: submit on a 400 KB file of 200,000 nested brackets ended
// with "internal error (a bug in the judge): RangeError: Maximum call stack size exceeded" and TypeScript's stack.
describe("a solution nested too deeply for TypeScript's parser", () => {
  const deep = `const x = ${"[".repeat(200_000)}${"]".repeat(200_000)};\n`;
  for (const [name, parse] of [["parseSolution (submit's checks)", parseSolution], ["parseText (export's conversion)", parseText]] as const) {
    it(`${name}: a one-line UserError naming the file, not a RangeError`, { timeout: 60_000 }, async () => {
      const failure = await parse("/tmp/deep.ts", deep).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(UserError);
      expect((failure as Error).message).toMatch(/deep\.ts: TypeScript's parser ran out of stack \(code nested thousands of levels deep/);
    });
  }
});
