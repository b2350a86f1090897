import type { CaseRecipe } from "../../src/problem-kit/case-recipe";
import { BRUTE_MAX_N, generator } from "./gen";

const MAX_N = 2 ** 31 - 1;
const fibonacci: number[] = [];
for (let a = 1, b = 2; b <= MAX_N; [a, b] = [b, a + b]) fibonacci.push(b);

const lines = (values: number[], ending = "0\n"): string => values.map((n) => `${n}\n`).join("") + ending;

export const caseRecipes: CaseRecipe[] = [
  { name: "01-sample", input: "2\n13\n10000\n0\n", expected: "Second win\nSecond win\nFirst win\n" },
  {
    // Every Fibonacci number below 2^31 with both neighbours: the only losing positions and their closest misses.
    name: "02-fib-neighbours",
    input: lines([...new Set(fibonacci.flatMap((f) => [f - 1, f, f + 1]))].filter((n) => n >= 2 && n <= MAX_N)),
  },
  { name: "03-all-small", input: lines(Array.from({ length: BRUTE_MAX_N - 1 }, (_, i) => i + 2)) },
  { name: "04-random-large", input: (rng) => generator.format(Array.from({ length: 100_000 }, () => generator.random(rng, "large") as number)) },
  { name: "05-min-n", input: "2\n0\n" },
  { name: "06-max-n", input: lines([MAX_N, fibonacci.at(-1)!, fibonacci.at(-1)! + 1, MAX_N - 1]) },
  { name: "07-no-final-newline", input: "4\n5\n0" },
  { name: "08-blank-lines", input: "\n3\n\n\n6\n  \n 8\n\n0\n\n" },
];
