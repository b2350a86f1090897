import type { CaseRecipe } from "../../src/problem-kit/case-recipe";
import type { Random } from "../../src/problem-kit/random";
import { MAX_K_2177 } from "../hdu1527/float-traps";
import { trapPositions, type Position } from "../hdu1527/trap-positions";
import { fibonacciUpTo, losingPosition } from "../hdu1527/wythoff-numbers";
import { asInstance, generator, nearLosing } from "./gen";
import { MAX_PILE, MAX_POSITIONS, type Instance } from "./validate";

const file = (positions: Instance[]): string => generator.format(positions);
const position = (x: number, y: number): Instance[] => {
  const instance = x >= 0 && y <= MAX_PILE ? asInstance(x, y) : undefined;
  return instance ? [instance] : [];
};

/** The k-th losing position and every position one stone away from it on a pile or the diagonal. */
function neighbourhood(k: number): Instance[] {
  const [a, b] = losingPosition(k);
  const moves = [[0, 0], [-1, 0], [1, 0], [0, -1], [0, 1], [-1, -1], [1, 1]] as const;
  return moves.flatMap(([da, db]) => position(a + da, b + db));
}

/**
 * Around the traps of every floating-point formula of float-formulas.ts that goes wrong within these limits (its first
 * ones, or its last and spread ones): as a difference of piles up to 381966, and as a pile value (or one off) up to 10^6.
 */
function floatTraps(which: "low" | "high"): Instance[] {
  const accept = ([x, y]: Position): Position | undefined => {
    const instance = x >= 0 && y >= 0 && Math.max(x, y) <= MAX_PILE ? asInstance(x, y) : undefined;
    return instance ? [instance.a, instance.b] : undefined;
  };
  return trapPositions({ indexUpTo: MAX_K_2177, argumentUpTo: 1_000_001, which, count: 6, accept }).map(([a, b]) => ({ a, b }));
}

/** Positions (b_i, b_j), both piles upper piles of losing positions: both one-pile moves win, often the diagonal too. */
function severalMoves(count: number, pick: (max: number) => number): Instance[] {
  const out: Instance[] = [];
  while (out.length < count) {
    const i = pick(MAX_K_2177);
    const j = pick(MAX_K_2177);
    const [, upperI] = losingPosition(Math.min(i, j));
    const [lowerJ, upperJ] = losingPosition(Math.max(i, j));
    // Cutting b to j's lower pile needs that pile below a.
    if (lowerJ < upperI && upperI < upperJ) out.push({ a: upperI, b: upperJ });
  }
  return out;
}

export const caseRecipes: CaseRecipe[] = [
  { name: "01-sample", input: "1 2\n5 8\n4 7\n2 2\n0 0\n", expected: "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n" },
  {
    // Every position with a ≤ b ≤ 200.
    name: "02-all-small",
    input: file(Array.from({ length: 201 }, (_, b) => Array.from({ length: b + 1 }, (_, a) => position(a, b)).flat()).flat()),
  },
  {
    // The listing rule by hand: a position reached both ways is printed in both groups; a = b; a = 0.
    name: "03-move-rule",
    input: "2 3\n5 7\n10 13\n0 1\n1 1\n5 5\n1 3\n0 0\n",
    expected: "1\n1 2\n1 2\n1\n3 5\n3 5\n4 7\n1\n4 7\n6 10\n8 13\n1\n0 0\n1\n0 0\n1\n0 0\n3 5\n1\n1 2\n",
  },
  {
    // Losing positions at Fibonacci k (where kφ is nearest an integer) and at k spread up to the largest, with neighbours.
    name: "04-losing-neighbours",
    input: (rng) => {
      const fib = fibonacciUpTo(MAX_K_2177).flatMap((f) => [f - 1, f, f + 1]);
      const spread = Array.from({ length: 1000 }, () => rng.spread(1, MAX_K_2177));
      return file([...new Set([...fib, ...spread, MAX_K_2177])].filter((k) => k >= 1 && k <= MAX_K_2177).flatMap(neighbourhood));
    },
  },
  // Each formula's first traps, then its last ones and ones spread up to the limits: every formula fails in both files.
  { name: "05-float-traps-low", input: file(floatTraps("low")) },
  { name: "06-float-traps-high", input: file(floatTraps("high")) },
  {
    // The largest piles, and the largest losing position within them, (618033, 999999), with its neighbours.
    name: "07-limits",
    input: file([
      ...position(1e6, 1e6), ...position(0, 1e6), ...position(1, 1e6), ...position(999_999, 1e6), ...position(999_999, 999_999),
      ...position(0, 1), ...position(1, 1), ...position(618_034, 1e6), ...neighbourhood(MAX_K_2177),
    ]),
  },
  { name: "08-several-moves", input: (rng) => file(severalMoves(20_000, (max) => rng.int(1, max))) },
  {
    // 10^5 lines: half near losing positions, half full-size piles drawn uniformly.
    name: "09-random-large",
    input: (rng) => file(Array.from({ length: 100_000 }, (_, i) => (i % 2 ? asInstance(rng.int(0, MAX_PILE), rng.int(1, MAX_PILE))! : nearLosing(rng, MAX_PILE)))),
  },
  { name: "10-blank-lines-no-final-newline", input: "\n2 3\r\n\n  5   7 \n0 0" },
  // A leading space, a tab between the piles and a closing "0\t0", each in a few lines: a whitespace split keeping the
  // empty first token, a split on spaces only, and a reader that ends at the text "0 0" all go wrong here.
  { name: "14-leading-whitespace-tabs", input: " 1\t2\n\t5 8\n2\t2\n0\t0\n" },
  // Blank lines that hold spaces or tabs, between positions whose answers differ: a reader that skips a blank line only
  // when it is empty (Java's line.isEmpty(), C++'s line.empty()) finds no numbers there, and crashes or answers the
  // position before again (a helper's Java passed every case before these two).
  { name: "15-whitespace-lines", input: "2 3\n \n5 7\n\t\n1 2\n  \t \n5 5\n \t\n0 1\n\t\t\n4 7\n   \n10 13\n \n0 0\n" },
  // The same under CRLF, with empty CRLF lines too, the first line among them: to getline such a line is "\r", not empty
  // (11 held the only ones).
  { name: "16-crlf-whitespace-lines", input: "\r\n1 1\r\n \t\r\n3 5\r\n\r\n2 2\r\n\t \r\n1 3\r\n\r\n\r\n6 10\r\n  \r\n7 10\r\n0 0\r\n" },
  {
    // Tabs, runs of spaces, CRLF and blank lines between small positions and trap positions, "0\t0" at the end unterminated.
    name: "11-crlf-and-tabs",
    input: (rng) => `${messy(rng, [...Array.from({ length: 300 }, (_, i) => asInstance(i % 15, 1 + Math.floor(i / 15))!), ...floatTraps("low").slice(0, 300)])}0\t0`,
  },
  {
    // The largest input: 10^6 positions up to 10^6 (13.6 MB in, 21 MB out), half of them near losing positions.
    name: "12-max-positions",
    generated: true,
    input: (rng) => {
      const parts: string[] = [];
      for (let i = 0; i < MAX_POSITIONS; i++) {
        const { a, b } = i % 2 === 0 ? nearLosing(rng, MAX_PILE) : asInstance(rng.int(0, MAX_PILE), rng.int(1, MAX_PILE))!;
        parts.push(`${a} ${b}\n`);
      }
      return `${parts.join("")}0 0\n`;
    },
  },
  {
    // The largest output: 10^6 positions with two or three winning moves each (both piles upper piles of losing
    // positions), and every trap position, with CRLF line ends (about 40 MB out). " \t " between the piles takes the
    // input past 16 MiB (17.0 MB): one fread into a `1 << 24` buffer misses its last positions.
    name: "13-max-moves",
    generated: true,
    input: (rng) => {
      const traps = [...floatTraps("low"), ...floatTraps("high")];
      const many = severalMoves(MAX_POSITIONS - traps.length, (max) => rng.int(1, max));
      return `${[...traps, ...many].map(({ a, b }) => `${a} \t ${b}\r\n`).join("")}0 0\r\n`;
    },
  },
  {
    // The most bytes: 10^6 positions of six- and seven-digit piles, a tab first and " \t " between, CRLF (18.5 MB in,
    // past 16 MiB, where a one-fread reader's `1 << 24` buffer ends). Nine in ten are losing positions ("0", so the
    // output stays small: 4 MB); every tenth is one stone past one, with its winning moves.
    name: "17-max-bytes",
    generated: true,
    input: (rng) => {
      const parts: string[] = [];
      for (let i = 0; i < MAX_POSITIONS; i++) {
        const [a, b] = losingPosition(rng.int(70_000, MAX_K_2177));
        parts.push(i % 10 === 9 ? `\t${a} \t ${Math.min(b + 1, MAX_PILE)}\r\n` : `\t${a} \t ${b}\r\n`);
      }
      return `${parts.join("")}0 0\r\n`;
    },
  },
  {
    // The most output again, with plain LF and single spaces: 10^6 positions with two or three winning moves each
    // (about 43 MB out). 13-max-moves was the only output past 16 MiB (and 32 MiB), so a fixed `1 << 24` or `1 << 25`
    // output array that overflows was caught by one case alone.
    name: "18-max-moves-lf",
    generated: true,
    input: (rng) => `${severalMoves(MAX_POSITIONS, (max) => rng.int(1, max)).map(({ a, b }) => `${a} ${b}\n`).join("")}0 0\n`,
  },
];

/** Lines joined by the whitespace a careless reader trips on: tabs, runs of spaces, leading blanks, blank lines, CRLF. */
function messy(rng: Random, positions: Instance[]): string {
  const gaps = [" ", "  ", "\t", " \t "];
  const ends = ["\n", "\r\n", "\n\n", " \n", "\r\n\r\n", "\t\n"];
  return positions.map(({ a, b }) => `${rng.chance(0.1) ? rng.pick([" ", "\t", "  "]) : ""}${a}${rng.pick(gaps)}${b}${rng.pick(ends)}`).join("");
}
