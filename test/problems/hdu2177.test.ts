import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generator } from "../../problems/hdu2177/gen";
import { parseInput } from "../../problems/hdu2177/validate";
import { validatorFor } from "../helpers/validator";
import { Random } from "../../src/problem-kit/random";
import { repoRoot } from "../helpers/cli";
import { runSolution } from "../helpers/run-solution";
import { losingPositionsUpTo } from "./wythoff-oracle";

const solutions = join(repoRoot, "solutions/hdu2177");
const BOUND = 200;

// Every position with a ≤ b ≤ BOUND except the terminator, then "0 0".
const allSmall: [number, number][] = [];
for (let b = 0; b <= BOUND; b++) for (let a = 0; a <= b; a++) if (b > 0) allSmall.push([a, b]);
const allSmallInput = `${allSmall.map(([a, b]) => `${a} ${b}\n`).join("")}0 0\n`;

/** Splits an output into one block per position: the verdict line and the move lines after it. */
function splitAnswers(output: string): string[][] {
  const blocks: string[][] = [];
  for (const line of output.trim().split("\n")) {
    if (line === "0" || line === "1") blocks.push([line]);
    else blocks.at(-1)!.push(line);
  }
  return blocks;
}

const { parse, parseError } = validatorFor(parseInput);

describe("HDU 2177, Wythoff's game with the winning moves", () => {
  it(`the exhaustive search says 0 exactly at the losing positions of Wythoff's construction, for a ≤ b ≤ ${BOUND}`, async () => {
    const losing = losingPositionsUpTo(BOUND);
    const blocks = splitAnswers(await runSolution(join(solutions, "brute.ts"), allSmallInput));
    expect(blocks.map((block) => block[0])).toEqual(allSmall.map(([a, b]) => (losing.has(`${a} ${b}`) ? "0" : "1")));
    // Every listed move leaves a losing position.
    for (const block of blocks) for (const move of block.slice(1)) expect(losing.has(move), move).toBe(true);
  });

  it("the exhaustive search lists exactly the reachable losing positions, in the rule's order, for a ≤ b ≤ 60", async () => {
    const max = 60;
    const losing = losingPositionsUpTo(max);
    const sorted = (x: number, y: number): string => `${Math.min(x, y)} ${Math.max(x, y)}`;
    const games = allSmall.filter(([, b]) => b <= max);
    const expected = games.map(([a, b]) => {
      if (losing.has(`${a} ${b}`)) return ["0"];
      const both = Array.from({ length: a }, (_, i) => sorted(i, b - a + i)).filter((p) => losing.has(p));
      const cuts = [...Array.from({ length: a }, (_, x) => sorted(x, b)), ...Array.from({ length: b }, (_, y) => sorted(a, y))].filter((p) => losing.has(p));
      const onePile = [...new Set(cuts)].sort((p, q) => Number(p.split(" ")[0]) - Number(q.split(" ")[0]));
      return ["1", ...both, ...onePile];
    });
    const input = `${games.map(([a, b]) => `${a} ${b}\n`).join("")}0 0\n`;
    expect(splitAnswers(await runSolution(join(solutions, "brute.ts"), input))).toEqual(expected);
  });

  it(`the second method (Wythoff's construction as a table) agrees with the exhaustive search for a ≤ b ≤ ${BOUND}`, async () => {
    const [brute, second] = await Promise.all([runSolution(join(solutions, "brute.ts"), allSmallInput), runSolution(join(solutions, "second-method.ts"), allSmallInput)]);
    expect(second).toBe(brute);
  });

  it("the move-listing rule: same-number move first, then distinct one-pile positions by x, a position reached both ways printed in both", async () => {
    const input = "2 3\n5 7\n10 13\n2 2\n1 2\n0 0\n";
    const expected = "1\n1 2\n1 2\n1\n3 5\n3 5\n4 7\n1\n4 7\n6 10\n8 13\n1\n0 0\n1 2\n0\n";
    for (const solution of ["brute.ts", "second-method.ts", "main.ts"]) expect(await runSolution(join(solutions, solution), input), solution).toBe(expected);
  });

  it("the rule at the edges: a = b lists (0, 0) and then the one position from either pile; a = 0 lists only (0, 0)", async () => {
    const input = "1 1\n5 5\n7 7\n0 1\n0 7\n0 0\n";
    const expected = "1\n0 0\n1\n0 0\n3 5\n1\n0 0\n4 7\n1\n0 0\n1\n0 0\n";
    for (const solution of ["brute.ts", "second-method.ts", "main.ts"]) expect(await runSolution(join(solutions, solution), input), solution).toBe(expected);
  });

  it("main.ts and the second method agree on 20000 generated positions up to 10^6, half of them at or next to losing ones", async () => {
    const rng = new Random("hdu2177 test: main against the second method");
    const input = generator.format(Array.from({ length: 20_000 }, () => generator.random(rng, "large")));
    const [main, second] = await Promise.all([runSolution(join(solutions, "main.ts"), input), runSolution(join(solutions, "second-method.ts"), input)]);
    expect(splitAnswers(main).filter((block) => block[0] === "0").length).toBeGreaterThan(1000);
    expect(main).toBe(second);
  });

  it("the validator reads sorted positions up to 0 0 and nothing after it", () => {
    expect(parse("1 2\n0 5\n1000000 1000000\n0 0\n")).toEqual([{ a: 1, b: 2 }, { a: 0, b: 5 }, { a: 1e6, b: 1e6 }]);
    expect(parse("4 7\n0 0")).toEqual([{ a: 4, b: 7 }]);
  });

  it("the validator rejects a > b, a pile above 10^6, a missing 0 0, and anything after it", () => {
    expect(parseError("5 3\n0 0\n")).toMatchObject({ line: 1, message: "pile a 5 exceeds pile b 3: the smaller pile comes first" });
    expect(parseError("1 1000001\n0 0\n").message).toBe("pile b 1000001 exceeds 1000000");
    expect(parseError("1 2\n").message).toMatch(/ends where pile a was expected/);
    expect(parseError("1 2\n0 0\n3 4\n")).toMatchObject({ line: 3 });
  });

  it("generated and shrunk positions are valid input: sorted, within 10^6, never the terminator", () => {
    const rng = new Random("hdu2177 test: generator");
    const instances = Array.from({ length: 2000 }, () => generator.random(rng, rng.chance(0.5) ? "small" : "large"));
    const shrunk = instances.slice(0, 200).flatMap((instance) => [...generator.shrink(instance)]);
    expect(parse(generator.format([...instances, ...shrunk]))).toHaveLength(instances.length + shrunk.length);
  });
});
