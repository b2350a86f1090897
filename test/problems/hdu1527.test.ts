import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generator } from "../../problems/hdu1527/gen";
import { parseInput } from "../../problems/hdu1527/validate";
import { validatorFor } from "../helpers/validator";
import { Random } from "../../src/problem-kit/random";
import { repoRoot } from "../helpers/cli";
import { runSolution } from "../helpers/run-solution";
import { losingPositionsUpTo } from "./wythoff-oracle";

const solutions = join(repoRoot, "solutions/hdu1527");
const cases = join(repoRoot, "cases/hdu1527");
const BOUND = 200;

// Every position with both piles ≤ BOUND, in both orders, "0 0" first.
const allSmall = Array.from({ length: (BOUND + 1) ** 2 }, (_, i) => [Math.floor(i / (BOUND + 1)), i % (BOUND + 1)] as const);
const allSmallInput = allSmall.map(([a, b]) => `${a} ${b}\n`).join("");

const { parse, parseError } = validatorFor(parseInput);

describe("HDU 1527, Wythoff's game", () => {
  it(`the exhaustive search finds exactly the losing positions of Wythoff's construction, for both piles up to ${BOUND}`, async () => {
    const losing = losingPositionsUpTo(BOUND);
    const output = await runSolution(join(solutions, "brute.ts"), allSmallInput);
    const expected = allSmall.map(([a, b]) => (losing.has(`${Math.min(a, b)} ${Math.max(a, b)}`) ? "0" : "1"));
    expect(output.trim().split("\n")).toEqual(expected);
  });

  it(`the Zeckendorf second method agrees with the exhaustive search on every position with both piles up to ${BOUND}`, async () => {
    const [brute, second] = await Promise.all([runSolution(join(solutions, "brute.ts"), allSmallInput), runSolution(join(solutions, "second-method.ts"), allSmallInput)]);
    expect(second).toBe(brute);
  });

  it("main.ts and the second method agree on 20000 generated positions up to 10^9, half of them at or next to losing ones", async () => {
    const rng = new Random("hdu1527 test: main against the second method");
    const input = generator.format(Array.from({ length: 20_000 }, () => generator.random(rng, "large")));
    const [main, second] = await Promise.all([runSolution(join(solutions, "main.ts"), input), runSolution(join(solutions, "second-method.ts"), input)]);
    expect(main.split("\n").filter((line) => line === "0").length).toBeGreaterThan(1000);
    expect(main).toBe(second);
  });

  it("both trap cases: main.ts answers them as committed, and the float solutions (two of them here, all in verify) do not", async () => {
    for (const name of ["05-float-traps-low", "06-float-traps-high"]) {
      const input = readFileSync(join(cases, `${name}.in`), "utf8");
      const expected = readFileSync(join(cases, `${name}.out`), "utf8");
      expect(await runSolution(join(solutions, "main.ts"), input), name).toBe(expected);
      for (const wrong of ["float.ts", "float-constant.ts"]) expect(await runSolution(join(solutions, "wrong", wrong), input), `${wrong} on ${name}`).not.toBe(expected);
    }
  });

  it("the validator reads positions in either order until the end, with 0 0 as an ordinary position", () => {
    expect(parse("2 1\n0 0\n4 7")).toEqual([{ a: 2, b: 1 }, { a: 0, b: 0 }, { a: 4, b: 7 }]);
    expect(parse("1000000000 0\r\n")).toEqual([{ a: 1e9, b: 0 }]);
  });

  it("the validator rejects a pile above 10^9, a missing second pile, a third number on a line and an empty input", () => {
    expect(parseError("1 2\n3 1000000001\n")).toMatchObject({ line: 2, message: "pile b 1000000001 exceeds 1000000000" });
    expect(parseError("1 2\n3\n4 5\n").line).toBe(3);
    expect(parseError("1 2 3\n").message).toMatch(/third/);
    expect(parseError("\n").message).toMatch(/no position/);
  });

  it("shrinking keeps both piles within the limits and makes them no larger", () => {
    for (const candidate of generator.shrink({ a: 7, b: 12 })) {
      expect(candidate.a).toBeGreaterThanOrEqual(0);
      expect(candidate.b).toBeGreaterThanOrEqual(0);
      expect(candidate.a + candidate.b).toBeLessThan(19);
    }
  });
});
