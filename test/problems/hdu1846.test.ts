import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatGames, generator } from "../../problems/hdu1846/gen";
import { parseInput, type Instance } from "../../problems/hdu1846/validate";
import { validatorFor } from "../helpers/validator";
import { Random } from "../../src/problem-kit/random";
import { repoRoot } from "../helpers/cli";
import { runSolution } from "../helpers/run-solution";

const solutions = join(repoRoot, "solutions/hdu1846");
const cases = join(repoRoot, "cases/hdu1846");

/** The rule, computed here on its own: the player to move loses exactly when n is a multiple of m + 1. */
const rule = ({ n, m }: Instance): string => (n % (m + 1) === 0 ? "second" : "first");
const lines = (output: string): string[] => output.split("\n").filter(Boolean);

const { parse, parseError } = validatorFor(parseInput);

/** Inputs of at most C = 100 games each, as the statement allows. */
function batches(games: Instance[]): Instance[][] {
  const out: Instance[][] = [];
  for (let start = 0; start < games.length; start += 100) out.push(games.slice(start, start + 100));
  return out;
}

describe("HDU 1846, Bash's game", () => {
  it("main.ts and brute.ts each reproduce the official sample", async () => {
    for (const name of ["main.ts", "brute.ts"]) expect(await runSolution(join(solutions, name), "2\n23 2\n4 3\n"), name).toBe("first\nsecond\n");
  });

  it("brute.ts agrees with the n mod (m + 1) rule on every game with n, m ≤ 60", async () => {
    const games: Instance[] = [];
    for (let n = 1; n <= 60; n++) for (let m = 1; m <= 60; m++) games.push({ n, m });
    for (const batch of batches(games)) expect(lines(await runSolution(join(solutions, "brute.ts"), formatGames(batch)))).toEqual(batch.map(rule));
  });

  it("brute.ts and main.ts agree with the rule on 500 random games up to n, m = 1000, a third of them lost", async () => {
    const rng = new Random("hdu1846-test/large");
    const games = Array.from({ length: 500 }, () => generator.random(rng, "large"));
    expect(games.filter((game) => rule(game) === "second").length).toBeGreaterThan(100);
    for (const batch of batches(games)) {
      const input = formatGames(batch);
      expect(lines(await runSolution(join(solutions, "brute.ts"), input))).toEqual(batch.map(rule));
      expect(lines(await runSolution(join(solutions, "main.ts"), input))).toEqual(batch.map(rule));
    }
  });

  it("every committed expected output follows the rule", () => {
    for (const file of readdirSync(cases).filter((name) => name.endsWith(".in"))) {
      const games = parse(readFileSync(join(cases, file), "utf8"));
      expect(lines(readFileSync(join(cases, file.replace(/\.in$/, ".out")), "utf8")), file).toEqual(games.map(rule));
    }
  });

  it("the validator accepts the sample and rejects counts and values out of range, two games on a line and extra input", () => {
    expect(parse("2\n23 2\n4 3\n")).toEqual([{ n: 23, m: 2 }, { n: 4, m: 3 }]);
    expect(parseError("101\n").message).toBe("C 101 exceeds 100");
    expect(parseError("1\n1001 5\n").message).toBe("n 1001 exceeds 1000");
    expect(parseError("1\n5 0\n").message).toBe("m 0 is below 1");
    const sameLine = parseError("2\n23 2 4 3\n");
    expect(sameLine.line).toBe(2);
    expect(sameLine.message).toMatch(/game 2 should start a new line/);
    expect(parseError("1\n23\n2\n").message).toMatch(/m should be on line 2/);
    expect(parseError("2\n23 2\n").message).toMatch(/the input ends where n was expected/);
    expect(parseError("1\n23 2\n4 3\n").message).toMatch(/after the 1 games/);
  });

  it("the cases hold every game with n, m ≤ 60 once, in files of at most 100 games, and reach n = m = 1000 with C = 100", () => {
    const files = readdirSync(cases).filter((name) => /^03-small-\d+\.in$/.test(name));
    const seen = files.flatMap((file) => {
      const games = parse(readFileSync(join(cases, file), "utf8"));
      expect(games.length).toBeLessThanOrEqual(generator.maxInstancesPerFile!);
      return games.map(({ n, m }) => `${n} ${m}`);
    });
    expect(seen.length).toBe(3600);
    expect(new Set(seen).size).toBe(3600);
    const max = parse(readFileSync(join(cases, "04-max.in"), "utf8"));
    expect(max.length).toBe(100);
    expect(max).toContainEqual({ n: 1000, m: 1000 });
    expect(parse(readFileSync(join(cases, "06-lost-large.in"), "utf8")).every((game) => rule(game) === "second")).toBe(true);
  });
});
