import { describe, expect, it } from "vitest";
import { findProblem } from "../../src/problem/find-problem";

// The first thing a new user types wrong: an unknown name gets the close matches, and a hint that works when typed.
const refusal = (name: string) => {
  try {
    findProblem(name);
  } catch (error) {
    return error as Error & { hint?: string };
  }
  throw new Error(`${name} was found`);
};

describe("findProblem", () => {
  it("finds ids and aliases, in any case", () => {
    expect(findProblem("HDU2516").id).toBe("hdu2516");
    expect(findProblem("wythoff").id).toBe("hdu1527");
  });

  it("offers the close ids, and new for a name that could be an id", () => {
    const error = refusal("hdu2561");
    expect(error.message).toMatch(/Unknown problem "hdu2561"; did you mean hdu2516/);
    expect(error.hint).toMatch(/Create one with: npm run new hdu2561$/);
  });

  it("offers new with an id it takes for a name that is not one ('max pair' gave 'npm run new max pair', refused by new)", () => {
    expect(refusal("max pair").hint).toMatch(/Create one with: npm run new max-pair$/);
    expect(refusal("Máx_Pair!").hint).toMatch(/Create one with: npm run new max-pair$/);
    expect(refusal("???").hint).toMatch(/Create one with: npm run new <id>$/);
  });

  it.each(["solutions/hdu2516/main.ts", "./mygame.ts", "main.cpp", "solutions\\\\x"])("a file where the id goes (%s) is told where files go, not to run new with a path", (name) => {
    const error = refusal(name);
    expect(error.hint).toMatch(/is a file, not a problem: give the problem's id first, then the file with an option \(judge, stress, submit and verify take --solution <file>; explore takes --game <file>\)/);
    expect(error.hint).not.toMatch(/npm run new/);
  });
});
