import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatBlocks, generator } from "../../problems/hdu2176/gen";
import { parseInput, type Instance } from "../../problems/hdu2176/validate";
import { validatorFor } from "../helpers/validator";
import { Random } from "../../src/problem-kit/random";
import { repoRoot } from "../helpers/cli";
import { runSolution } from "../helpers/run-solution";

const solutions = join(repoRoot, "solutions/hdu2176");
const cases = join(repoRoot, "cases/hdu2176");
const SAMPLE_IN = "2\n45 45\n3\n3 6 9\n5\n5 7 8 9 10\n0\n";
const SAMPLE_OUT = "No\nYes\n9 5\nYes\n8 1\n9 0\n10 3\n";

/** One block's answer: the verdict and the listed moves, split from a whole output. */
interface Answer {
  wins: boolean;
  moves: string[];
}
function splitAnswers(output: string): Answer[] {
  const answers: Answer[] = [];
  for (const line of output.split("\n").filter(Boolean)) {
    if (line === "Yes" || line === "No") answers.push({ wins: line === "Yes", moves: [] });
    else answers.at(-1)!.moves.push(line);
  }
  return answers;
}

function randomSmall(seed: string, count: number): Instance[] {
  const rng = new Random(seed);
  return Array.from({ length: count }, () => generator.random(rng, "small"));
}

const { parse, parseError } = validatorFor(parseInput);

describe("HDU 2176, Nim with winning moves", () => {
  it("main.ts, brute.ts and second-method.ts each reproduce the official sample", async () => {
    for (const name of ["main.ts", "brute.ts", "second-method.ts"]) {
      expect(await runSolution(join(solutions, name), SAMPLE_IN), name).toBe(SAMPLE_OUT);
    }
  });

  it("brute.ts and second-method.ts agree on 3000 random positions of up to 5 piles of at most 15 stones", async () => {
    const input = formatBlocks(randomSmall("hdu2176-test/overlap", 3000));
    const [brute, second] = await Promise.all([runSolution(join(solutions, "brute.ts"), input), runSolution(join(solutions, "second-method.ts"), input)]);
    expect(splitAnswers(brute).length).toBe(3000);
    expect(second).toBe(brute);
  });

  it("main.ts agrees with brute.ts on the same kind of random small positions", async () => {
    const input = formatBlocks(randomSmall("hdu2176-test/main", 3000));
    const [brute, main] = await Promise.all([runSolution(join(solutions, "brute.ts"), input), runSolution(join(solutions, "main.ts"), input)]);
    expect(main).toBe(brute);
  });

  it("every move brute.ts lists leads to a lost position and every move it leaves out leads to a won one, in pile order", async () => {
    const positions = randomSmall("hdu2176-test/definition", 150).filter((piles) => piles.length <= 4);
    // Every position after one move, with emptied piles dropped; no piles left is a loss for the player to move.
    const successors = (piles: Instance) =>
      piles.flatMap((a, i) => Array.from({ length: a }, (_, b) => ({ move: `${a} ${b}`, after: piles.map((x, j) => (j === i ? b : x)).filter((x) => x > 0) })));
    const asked = [...positions, ...positions.flatMap((piles) => successors(piles).map(({ after }) => after).filter((after) => after.length > 0))];
    const answers = splitAnswers(await runSolution(join(solutions, "brute.ts"), formatBlocks(asked)));
    expect(answers.length).toBe(asked.length);
    const verdict = new Map(asked.map((piles, i) => [piles.join(" "), answers[i]!.wins]));
    const lost = (after: number[]) => after.length === 0 || verdict.get(after.join(" ")) === false;
    positions.forEach((piles, i) => {
      const winning = successors(piles).filter(({ after }) => lost(after)).map(({ move }) => move);
      expect(answers[i]!.moves, piles.join(" ")).toEqual(winning);
      expect(answers[i]!.wins, piles.join(" ")).toBe(winning.length > 0);
    });
  });

  it("the validator accepts the sample and a free layout, and returns the piles of each block", () => {
    expect(parse(SAMPLE_IN)).toEqual([[45, 45], [3, 6, 9], [5, 7, 8, 9, 10]]);
    expect(parse("2 45\n\n45\n1\n2147483647\n0")).toEqual([[45, 45], [2 ** 31 - 1]]);
  });

  it("the validator rejects sizes and counts out of range, short blocks, a missing 0 and anything after it", () => {
    expect(parseError("1\n2147483648\n0\n").message).toBe("pile size 2147483648 exceeds 2147483647");
    expect(parseError("200001\n1\n0\n").message).toBe("m 200001 exceeds 200000");
    const short = parseError("3\n1 2\n0\n");
    expect(short.line).toBe(3);
    expect(short.message).toMatch(/declares m = 3 but gives 2 sizes/);
    expect(parseError("2\n1 2\n").message).toMatch(/the input ends where m was expected/);
    expect(parseError("1\n5\n0\n7\n").message).toMatch(/after the closing 0/);
    expect(parseError("1\n-3\n0\n").message).toBe("pile size -3 is below 1");
  });

  it("the generator's random inputs pass the validator, small ones are within brute.ts's reach, and shrinking keeps them valid", () => {
    const rng = new Random("hdu2176-test/generator");
    for (const size of ["small", "large"] as const) {
      const games = Array.from({ length: 20 }, () => generator.random(rng, size));
      expect(parse(generator.format(games))).toEqual(games);
      if (size === "small") expect(games.every((piles) => generator.bruteCanSolve(piles))).toBe(true);
    }
    const shrunk = [...generator.shrink([9, 1, 12])];
    expect(shrunk.length).toBeGreaterThan(0);
    for (const piles of shrunk) expect(parse(generator.format([piles]))).toEqual([piles]);
  });

  it("the cases cover every small position, 200000 piles, the largest sizes, many blocks and positions where all piles win", () => {
    const read = (name: string) => parse(readFileSync(join(cases, `${name}.in`), "utf8"));
    const keys = new Set(read("02-all-small").map((piles) => [...piles].sort((a, b) => a - b).join(" ")));
    let expected = 0;
    for (let count = 1; count <= 4; count++) expected += binomial(12 + count - 1, count);
    expect(keys.size).toBe(expected);
    const [lost] = read("05-max-m-lost");
    expect(lost!.length).toBe(200_000);
    expect(lost!.reduce((x, a) => x ^ a, 0)).toBe(0);
    const [allWin] = read("06-max-m-all-win");
    expect(allWin!.length).toBe(199_999);
    expect(allWin!.every((a) => a >= 2 ** 30)).toBe(true);
    expect(read("04-largest-piles").flat()).toContain(2 ** 31 - 1);
    expect(read("08-many-blocks").length).toBe(250_000);
  });
});

function binomial(n: number, k: number): number {
  let out = 1;
  for (let i = 1; i <= k; i++) out = (out * (n - k + i)) / i;
  return out;
}
