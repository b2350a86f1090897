import type { CaseRecipe } from "../../src/problem-kit/case-recipe";
import { BRUTE_MAX_N, generator } from "./gen";
import { MAX_HEAPS } from "./validate";

const MAX_N = 2 ** 31 - 1;
const fibonacci: number[] = [];
for (let a = 1, b = 2; b <= MAX_N; [a, b] = [b, a + b]) fibonacci.push(b);

const lines = (values: number[], ending = "0\n"): string => values.map((n) => `${n}\n`).join("") + ending;
const lucas: number[] = [];
for (let a = 2, b = 1; a <= MAX_N; [a, b] = [b, a + b]) lucas.push(a);
const valid = (values: number[]): number[] => [...new Set(values)].filter((n) => n >= 2 && n <= MAX_N).sort((a, b) => a - b);

/** Numbers that look Fibonacci to a test in doubles (5n² ± 4 a square): sums of two, small multiples, Lucas numbers, with neighbours. */
const nearFibonacci = valid([
  ...fibonacci.flatMap((f) => fibonacci.flatMap((g) => [f + g - 1, f + g, f + g + 1])),
  ...fibonacci.flatMap((f) => Array.from({ length: 11 }, (_, i) => (i + 2) * f).flatMap((m) => [m - 1, m, m + 1])),
  ...lucas.flatMap((l) => [l - 1, l, l + 1]),
]);

/** The terms in [2, 2^31) of the walks 1, 2, 3, 5, … in int32 and uint32 arithmetic that are not Fibonacci numbers. */
function wrappedTerms(): number[] {
  const terms: number[] = [];
  for (const wrap of [(x: number) => x | 0, (x: number) => x >>> 0]) {
    for (let a = 1, b = 2, i = 0; i < 100; i++, [a, b] = [b, wrap(a + b)]) terms.push(b);
  }
  return valid(terms).filter((n) => !fibonacci.includes(n));
}

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
    input: lines(nearFibonacci),
  },
  // CRLF line ends (Windows-made data): "0\r" must still end the input.
  { name: "10-crlf", input: "2\r\n4\r\n\r\n1836311903\r\n2147483647\r\n0\r\n" },
  {
    // Near-Fibonacci numbers again (every other one of 09's, and each Fibonacci number plus and minus 2), with CRLF line
    // ends and the closing "0\r": a double square-root test and a reader that looks for the line "0" both fail here too.
    name: "11-near-fibonacci-crlf",
    input: lines([...nearFibonacci.filter((_, i) => i % 2 === 1), ...valid(fibonacci.flatMap((f) => [f - 2, f + 2]))], "0\r\n").replace(/\n/g, "\r\n").replace(/\r\r/g, "\r"),
  },
  {
    // A Fibonacci table built past 2^31 in 32-bit ints (signed or unsigned, 1, 2, 3, … for up to 100 terms) wraps, and
    // some wrapped sums land back in [2, 2^31) without being Fibonacci numbers (512559680 at the 46th term): a
    // solution that looks n up in such a table answers "Second win" for them (a helper's C++ with int f[50] passed
    // every other case).
    name: "14-wrapped-fibonacci",
    input: lines(wrappedTerms()),
  },
  // The same wrapped terms among the true Fibonacci numbers above 10^8, descending: both answers, in another order.
  { name: "15-wrapped-among-fibonacci", input: lines([...wrappedTerms(), ...fibonacci.filter((f) => f > 1e8)].sort((a, b) => b - a)) },
  // An input that starts with whitespace: a whitespace split that keeps the empty first token takes "" for the closing 0.
  { name: "16-leading-whitespace", input: " 13\r\n\r\n9\n89\n0\n" },
  {
    // A number cut by the first 64 KiB chunk's end: main.ts's reader reads 65,536 bytes at once, and 1597 sits at bytes
    // 65,533 to 65,536, so the chunk ends just after its 9. A reader that does not see that last byte as a digit (c < 57
    // for c <= 57) reads 159 and 7. Blank lines fill the chunk, so the case stays 64 KiB with three answers.
    name: "17-number-across-chunks",
    input: `5\n${"\n".repeat(65_531)}1597\n0\n`,
  },
  // Blank lines that hold spaces or tabs, and a closing 0 with whitespace beside it (the statement's "a line holding 0"):
  // a reader that skips only empty lines crashes on the first (08 held the only such line), and one that stops at the
  // line equal to "0" answers " 0 " as a heap (a helper's Java passed every case before these two).
  { name: "18-whitespace-lines", input: " \n13\n\t\n14\n  \t \n1597\n \t\n1598\n\t\t\n2\n 0 \n" },
  // The same under CRLF, the closing 0 followed by a tab, among Fibonacci numbers and their neighbours near 2^31.
  { name: "19-crlf-whitespace-lines", input: "3\r\n \t\r\n4\r\n\r\n1836311903\r\n\t \r\n1836311904\r\n  \r\n1134903170\r\n0\t\r\n" },
  {
    // The largest input by line count: 2×10^6 one-digit heaps (the most output per input byte, 21 MB), a quarter of
    // them Fibonacci. One console.log or one writeSync per answer is far too slow here; keeping every answer is MLE.
    name: "12-max-lines",
    generated: true,
    input: (rng) => {
      const digits = ["2\n", "3\n", "4\n", "5\n", "6\n", "7\n", "8\n", "9\n"];
      const parts: string[] = [];
      for (let i = 0; i < MAX_HEAPS; i++) parts.push(digits[rng.int(0, 7)]!);
      return `${parts.join("")}0\n`;
    },
  },
  {
    // The largest input by size: 2×10^6 heaps of up to ten digits (22 MB), with CRLF line ends: every Fibonacci number
    // and its neighbours, the numbers a double square-root test takes for Fibonacci, and uniform heaps up to 2^31 − 1.
    name: "13-max-values",
    generated: true,
    input: (rng) => {
      const special = [...fibonacci.flatMap((f) => [f - 1, f, f + 1]), ...nearFibonacci].filter((n) => n >= 2);
      const parts: string[] = [];
      for (let i = 0; i < MAX_HEAPS; i++) parts.push(`${i % 4 === 0 ? rng.pick(special) : rng.int(2, MAX_N)}\r\n`);
      return `${parts.join("")}0\r\n`;
    },
  },
  {
    // The most bytes again, with plain LF: 2×10^6 ten-digit heaps (22 MB in, 20 MB out), uniform in [10^9, 2^31) with
    // the two Fibonacci numbers there, 1134903170 and 1836311903, at every 97th line. One fread into a `1 << 24`
    // buffer reads only the first 16 MiB and never sees the closing 0 (13-max-values was the only input past 16 MiB,
    // so such a reader was caught by one case alone).
    name: "20-max-bytes-lf",
    generated: true,
    input: (rng) => {
      const parts: string[] = [];
      for (let i = 0; i < MAX_HEAPS; i++) parts.push(`${i % 97 === 0 ? rng.pick([1134903170, 1836311903]) : rng.int(1_000_000_000, MAX_N)}\n`);
      return `${parts.join("")}0\n`;
    },
  },
  {
    // The largest input the statement allows: 2×10^6 ten-digit heaps with CRLF (24 MB). A buffer sized as 2×10^6 lines
    // of ten digits and '\n' (one fread into 22,000,000 bytes) passed every case before (20-max-bytes-lf is 22,000,002
    // bytes and ends "0\n", so only its closing 0 was lost); here it cuts a heap and leaves 166,667 unanswered. Uniform
    // heaps in [10^9, 2^31) with the two Fibonacci numbers there on every 89th line.
    name: "21-max-bytes-crlf",
    generated: true,
    input: (rng) => {
      const parts: string[] = [];
      for (let i = 0; i < MAX_HEAPS; i++) parts.push(`${i % 89 === 0 ? rng.pick([1134903170, 1836311903]) : rng.int(1_000_000_000, MAX_N)}\r\n`);
      return `${parts.join("")}0\r\n`;
    },
  },
  {
    // 24 MB again: 2×10^6 ten-digit heaps with CRLF, all of them within 1000 of 1134903170 or 1836311903 (a third of
    // them Fibonacci numbers), so the heaps cut off past 22 MB hold losing ones too.
    name: "22-max-bytes-near-fibonacci-crlf",
    generated: true,
    input: (rng) => {
      const parts: string[] = [];
      for (let i = 0; i < MAX_HEAPS; i++) {
        const f = rng.pick([1134903170, 1836311903]);
        parts.push(`${rng.chance(1 / 3) ? f : f + rng.int(-1000, 1000)}\r\n`);
      }
      return `${parts.join("")}0\r\n`;
    },
  },
];
