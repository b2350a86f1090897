import type { CaseRecipe } from "../../src/problem-kit/case-recipe";
import { BRUTE_MAX_N, generator } from "./gen";

const MAX_N = 2 ** 31 - 1;
const fibonacci: number[] = [];
for (let a = 1, b = 2; b <= MAX_N; [a, b] = [b, a + b]) fibonacci.push(b);

const lines = (values: number[], ending = "0\n"): string => values.map((n) => `${n}\n`).join("") + ending;
const lucas: number[] = [];
for (let a = 2, b = 1; a <= MAX_N; [a, b] = [b, a + b]) lucas.push(a);
const valid = (values: number[]): number[] => [...new Set(values)].filter((n) => n >= 2 && n <= MAX_N).sort((a, b) => a - b);

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
  {
    // Numbers that look Fibonacci to a test in doubles: 5n² ± 4 passes 2^53 near n = 4.2·10^7, and from about 2·10^8
    // the rounded square root of a non-square can square back exactly (n = 204668310 = 2·F(40) must be First win).
    // Sums of two Fibonacci numbers, small multiples, Lucas numbers, each with its neighbours, up to 2^31.
    name: "09-near-fibonacci",
    input: lines(
      valid([
        ...fibonacci.flatMap((f) => fibonacci.flatMap((g) => [f + g - 1, f + g, f + g + 1])),
        ...fibonacci.flatMap((f) => Array.from({ length: 11 }, (_, i) => (i + 2) * f).flatMap((m) => [m - 1, m, m + 1])),
        ...lucas.flatMap((l) => [l - 1, l, l + 1]),
      ]),
    ),
  },
  // CRLF line ends (Windows-made data): "0\r" must still end the input.
  { name: "10-crlf", input: "2\r\n4\r\n\r\n1836311903\r\n2147483647\r\n0\r\n" },
];
