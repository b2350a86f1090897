import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli";
import { runSolution } from "../helpers/run-solution";
import { validatorFor } from "../helpers/validator";
import { parseInput } from "../../problems/hdu2516/validate";

const solutions = join(repoRoot, "solutions/hdu2516");
// The bound up to which the exhaustive search is compared with the theory: every heap from 2 to 3000 stones.
const BOUND = 3000;
const { parse, parseError } = validatorFor(parseInput);

/** The Fibonacci criterion, computed here on its own: the first player loses exactly on 2, 3, 5, 8, 13, … */
function fibonacciSet(limit: number): Set<number> {
  const out = new Set<number>();
  for (let a = 1, b = 2; b <= limit; [a, b] = [b, a + b]) out.add(b);
  return out;
}

describe("HDU 2516, Fibonacci Nim", () => {
  it("the validator takes one n per line, blank lines and CRLF between, and refuses a second number on a line (the closing 0 too)", () => {
    expect(parse("2\r\n\r\n13\n0")).toEqual([2, 13]);
    expect(parseError("2 3\n0\n")).toMatchObject({ line: 1, message: expect.stringMatching(/end of the line/) });
    expect(parseError("2\n13 0\n")).toMatchObject({ line: 2, message: expect.stringMatching(/end of the line/) });
  });

  it(`the exhaustive game search over (stones left, most that may be taken) agrees with the Fibonacci criterion for every n from 2 to ${BOUND}`, async () => {
    const heaps = Array.from({ length: BOUND - 1 }, (_, i) => i + 2);
    const output = await runSolution(join(solutions, "brute.ts"), `${heaps.join("\n")}\n0\n`);
    const fibonacci = fibonacciSet(BOUND);
    const expected = heaps.map((n) => (fibonacci.has(n) ? "Second win" : "First win"));
    expect(output.trim().split("\n")).toEqual(expected);
  });

  it("the second method (5n² ± 4 a perfect square) agrees with the Fibonacci criterion around every Fibonacci number below 2^31", async () => {
    const fibonacci = [...fibonacciSet(2 ** 31 - 1)];
    const heaps = [...new Set(fibonacci.flatMap((f) => [f - 2, f - 1, f, f + 1, f + 2]))].filter((n) => n >= 2 && n < 2 ** 31);
    const output = await runSolution(join(solutions, "second-method.ts"), `${heaps.join("\n")}\n0\n`);
    const losing = new Set(fibonacci);
    expect(output.trim().split("\n")).toEqual(heaps.map((n) => (losing.has(n) ? "Second win" : "First win")));
  });

  it("main.ts and the second method give the same output on every case input", async () => {
    const dir = join(repoRoot, "cases/hdu2516");
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".in"))) {
      const input = readFileSync(join(dir, file), "utf8");
      const [main, second] = await Promise.all([runSolution(join(solutions, "main.ts"), input), runSolution(join(solutions, "second-method.ts"), input)]);
      expect(main, file).toBe(second);
    }
  });

  it("the cases cover what the statement promises: the sample, every Fibonacci number with neighbours, 2..3000, 10^5 random lines, the edges, near-Fibonacci numbers, CRLF", () => {
    const dir = join(repoRoot, "cases/hdu2516");
    const read = (name: string) => readFileSync(join(dir, `${name}.in`), "utf8");
    const numbers = (name: string) => read(name).split(/\s+/).filter(Boolean).map(Number);
    const fibonacci = [...fibonacciSet(2 ** 31 - 1)];
    const neighbours = new Set(numbers("02-fib-neighbours"));
    for (const f of fibonacci) for (const n of [f - 1, f, f + 1]) if (n >= 2 && n < 2 ** 31) expect(neighbours.has(n), `missing ${n}`).toBe(true);
    expect(numbers("03-all-small").slice(0, -1)).toEqual(Array.from({ length: BOUND - 1 }, (_, i) => i + 2));
    expect(numbers("04-random-large").length - 1).toBe(100_000);
    expect(numbers("05-min-n")).toEqual([2, 0]);
    expect(numbers("06-max-n")).toContain(2 ** 31 - 1);
    expect(read("07-no-final-newline").endsWith("\n")).toBe(false);
    expect(read("08-blank-lines")).toMatch(/\n\s*\n/);
    // Where a perfect-square test in doubles goes wrong: 2·F(40), the first such n, and every Lucas number with neighbours.
    const near = new Set(numbers("09-near-fibonacci"));
    for (const n of [204_668_310, 126_491_972]) expect(near.has(n), `missing ${n}`).toBe(true);
    for (let a = 2, b = 1; a < 2 ** 31; [a, b] = [b, a + b]) for (const n of [a - 1, a, a + 1]) if (n >= 2 && n < 2 ** 31) expect(near.has(n), `missing Lucas neighbour ${n}`).toBe(true);
    expect(read("10-crlf")).toMatch(/0\r\n$/);
  });
});
