import type { CaseRecipe } from "../../src/problem-kit/case-recipe";
import { constantDivideTraps, constantMultiplyTraps, doubleTraps, floatFormulas, MAX_K_1527 } from "./float-traps";
import { formatLine, generator } from "./gen";
import { MAX_PILE, type Instance } from "./validate";
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

/** At each k, the true losing position and the one a float formula believes in, in both orders. */
function floatTraps(): Instance[] {
  const out: Instance[] = [];
  const groups = [[floatFormulas.double, doubleTraps], [floatFormulas.constantDivide, constantDivideTraps], [floatFormulas.constantMultiply, constantMultiplyTraps]] as const;
  for (const [formula, traps] of groups) {
    for (const k of traps) {
      const [a, b] = losingPosition(k);
      const believed = formula(k);
      out.push({ a, b }, { a: b, b: a }, { a: believed, b: believed + k }, { a: believed + k, b: believed });
    }
  }
  return out;
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
  { name: "05-float-traps", input: lines(floatTraps()) },
  {
    // 10^5 lines of full-size numbers: half losing positions at uniform k (or a neighbour), half uniform piles.
    name: "06-random-large",
    input: (rng) =>
      lines(
        Array.from({ length: 100_000 }, (_, i) => {
          if (i % 2 === 1) return { a: rng.int(0, MAX_PILE), b: rng.int(0, MAX_PILE) };
          const near = neighbourhood(rng.int(1, MAX_K_1527));
          return rng.chance(1 / 2) ? near[0]! : rng.pick(near);
        }),
      ),
  },
  { name: "07-random-mixed", input: (rng) => generator.format(Array.from({ length: 50_000 }, () => generator.random(rng, "large"))) },
  { name: "08-no-final-newline", input: "1 2\n5 3\n0 0" },
  { name: "09-crlf-and-blank-lines", input: "\r\n 2   1\r\n\r\n8 4\r\n   \r\n4\t7\r\n\r\n" },
];
