import type { CaseRecipe } from "../../src/problem-kit/case-recipe";
import type { Random } from "../../src/problem-kit/random";
import { MAX_K_1527, TRAP_LIMIT } from "./float-traps";
import { formatLine, generator } from "./gen";
import { trapPositions, type Position } from "./trap-positions";
import { MAX_LINES, MAX_PILE, type Instance } from "./validate";
import { fibonacciUpTo, losingPosition } from "./wythoff-numbers";

const lines = (positions: Instance[]): string => positions.map(formatLine).join("");
const inRange = ({ a, b }: Instance): boolean => a >= 0 && b >= 0 && a <= MAX_PILE && b <= MAX_PILE;

/** The k-th losing position in both orders, and every position one stone away from it on a pile or the diagonal. */
function neighbourhood(k: number): Instance[] {
  const [a, b] = losingPosition(k);
  const moves = [[0, 0], [-1, 0], [1, 0], [0, -1], [0, 1], [-1, -1], [1, 1]] as const;
  const near = moves.map(([da, db]) => ({ a: a + da, b: b + db })).filter(inRange);
  return [...near, ...near.map(({ a, b }) => ({ a: b, b: a }))];
}

/**
 * Around the traps of every floating-point formula of float-formulas.ts (its first ones, or its last and spread ones):
 * each as a difference of piles up to 381966011, and as a pile value up to 10^9; every position in both orders.
 */
function floatTraps(which: "low" | "high"): Instance[] {
  const accept = ([a, b]: Position): Position | undefined => (a >= 0 && b >= 0 && a <= MAX_PILE && b <= MAX_PILE ? [a, b] : undefined);
  return trapPositions({ indexUpTo: MAX_K_1527, argumentUpTo: TRAP_LIMIT, which, count: 4, accept }).flatMap(([a, b]) => [{ a, b }, { a: b, b: a }]);
}

/** Lines joined by the whitespace a careless reader trips on: tabs, runs of spaces, leading blanks, blank lines, CRLF. */
function messy(rng: Random, positions: Instance[]): string {
  const gaps = [" ", "  ", "\t", " \t "];
  const ends = ["\n", "\r\n", "\n\n", " \n", "\r\n\r\n", "\t\n"];
  return positions.map(({ a, b }) => `${rng.chance(0.1) ? rng.pick([" ", "\t", "  "]) : ""}${a}${rng.pick(gaps)}${b}${rng.pick(ends)}`).join("");
}

export const caseRecipes: CaseRecipe[] = [
  { name: "01-sample", input: "2 1\n8 4\n4 7\n", expected: "0\n1\n0\n" },
  {
    // Every position with both piles ≤ 200, "0 0" first (it is a position, not the end).
    name: "02-all-small",
    input: lines(Array.from({ length: 201 * 201 }, (_, i) => ({ a: Math.floor(i / 201), b: i % 201 }))),
  },
  {
    // Losing positions at Fibonacci k (where kφ is nearest an integer) and at k spread up to the largest, with neighbours.
    name: "03-losing-neighbours",
    input: (rng) => {
      const fib = fibonacciUpTo(MAX_K_1527).flatMap((f) => [f - 1, f, f + 1]);
      const spread = Array.from({ length: 300 }, () => rng.spread(1, MAX_K_1527));
      return lines([...new Set([...fib, ...spread, MAX_K_1527])].flatMap(neighbourhood));
    },
  },
  {
    name: "04-limits",
    input: lines([
      { a: 1e9, b: 1e9 }, { a: 0, b: 1e9 }, { a: 1e9, b: 0 }, { a: 0, b: 0 }, { a: 1e9, b: 999_999_999 }, { a: 1, b: 1e9 },
      // The largest losing position within the limits, (618033988, 999999999), and its neighbours.
      ...neighbourhood(MAX_K_1527),
    ]),
  },
  // Each formula's first traps, then its last ones and ones spread up to the limits: every formula fails in both files.
  { name: "05-float-traps-low", input: lines(floatTraps("low")) },
  { name: "06-float-traps-high", input: lines(floatTraps("high")) },
  {
    // 10^5 lines of full-size numbers: half losing positions at uniform k (or a neighbour), half uniform piles.
    name: "07-random-large",
    input: (rng) =>
      lines(
        Array.from({ length: 100_000 }, (_, i) => {
          if (i % 2 === 1) return { a: rng.int(0, MAX_PILE), b: rng.int(0, MAX_PILE) };
          const near = neighbourhood(rng.int(1, MAX_K_1527));
          return rng.chance(1 / 2) ? near[0]! : rng.pick(near);
        }),
      ),
  },
  { name: "08-random-mixed", input: (rng) => generator.format(Array.from({ length: 50_000 }, () => generator.random(rng, "large"))) },
  { name: "09-no-final-newline", input: "1 2\n5 3\n0 0" },
  { name: "10-crlf-and-blank-lines", input: "\r\n 2   1\r\n\r\n8 4\r\n   \r\n4\t7\r\n\r\n" },
  // A leading space on the first line: a whitespace split that keeps the empty first token reads a pile 0 and shifts
  // every pair after it (10 starts with a blank line; this starts mid-line, with LF only).
  { name: "14-leading-whitespace", input: " 1 2\n3 5\n10 6\n" },
  // Blank lines that hold spaces or tabs (LF and CRLF), between positions whose answers alternate, and one at the end: a
  // reader that skips a blank line only when it is empty (Java's line.isEmpty()) finds no numbers on such a line and
  // crashes (10 held the only such line; a helper's Java was killed by it alone).
  { name: "15-whitespace-lines", input: "1 2\n \n2 2\n\t\n3 5\n  \t \n4 5\r\n \t\r\n7 4\r\n\t\r\n10 7\n   \n6 10\r\n \r\n0 0\n\t\n" },
  {
    // The same traps and small positions, separated by tabs and runs of spaces, with blank lines and no final newline.
    name: "11-tabs-and-spaces",
    input: (rng) => messy(rng, [{ a: 0, b: 0 }, ...Array.from({ length: 400 }, (_, i) => ({ a: i % 20, b: Math.floor(i / 20) })), ...floatTraps("low").slice(0, 600)]).trimEnd(),
  },
  {
    // The largest input by size: 10^6 lines near 10^9 (20 MB), a quarter of them losing positions (exact), in either
    // order. Reading it as one string split into pieces is far over 64 MiB; one console.log per line is too slow.
    name: "12-max-large",
    generated: true,
    input: (rng) => {
      const parts: string[] = [];
      for (let i = 0; i < MAX_LINES; i++) {
        let a = rng.int(0, MAX_PILE);
        let b = rng.int(0, MAX_PILE);
        if (i % 4 === 0) [a, b] = losingPosition(rng.int(1, MAX_K_1527));
        parts.push(rng.chance(0.5) ? `${a} ${b}\n` : `${b} ${a}\n`);
      }
      return parts.join("");
    },
  },
  {
    // 10^6 lines again, with tabs, runs of spaces, blank lines and CRLF: every trap position of 05 and 06 many times over,
    // between uniform positions.
    name: "13-max-messy-traps",
    generated: true,
    input: (rng) => {
      const traps = [...floatTraps("low"), ...floatTraps("high")];
      const positions: Instance[] = [];
      for (let i = 0; i < MAX_LINES; i++) positions.push(i % 2 === 0 ? traps[(i / 2) % traps.length]! : { a: rng.int(0, MAX_PILE), b: rng.int(0, MAX_PILE) });
      return messy(rng, positions);
    },
  },
  {
    // The most bytes: 10^6 lines of nine-digit piles with two or three tabs and spaces between them and CRLF (about 22.7
    // MB), a quarter of them losing positions. 12 and 13 hold 19.8 and 20.2 MB, so one fread into a buffer sized as
    // 10^6 lines of "nine digits, space, nine digits, newline" (20,000,000 bytes) was caught by 13 alone.
    name: "16-max-bytes-crlf",
    generated: true,
    input: (rng) => {
      const parts: string[] = [];
      for (let i = 0; i < MAX_LINES; i++) {
        let [a, b] = [rng.int(100_000_000, MAX_PILE - 1), rng.int(100_000_000, MAX_PILE - 1)];
        if (i % 4 === 0) [a, b] = losingPosition(rng.int(62_000_000, MAX_K_1527));
        parts.push(`${rng.chance(0.5) ? `${a}${rng.pick([" \t ", "\t\t", "  \t"])}${b}` : `${b}${rng.pick(["\t ", " \t ", "\t\t\t"])}${a}`}\r\n`);
      }
      return parts.join("");
    },
  },
];
