import type { ProblemGenerator } from "../../src/problem-kit/generator";
import type { Random } from "../../src/problem-kit/random";
import { shrinkInteger } from "../../src/problem-kit/shrink";
import { MAX_PILE, type Instance } from "./validate";
import { largestIndexWithin, losingPosition } from "./wythoff-numbers";

/** brute.ts tries every move from every position up to its largest value: about a second at 1000. */
export const BRUTE_MAX = 1000;

/** A line as written: the two piles, smaller first or not. */
export const formatLine = ({ a, b }: Instance): string => `${a} ${b}\n`;

/** A losing position with piles ≤ max, moved by −1, 0 or +1 on each pile, in random order: the hard answers. */
export function nearLosing(rng: Random, max: number): Instance {
  const [a, b] = losingPosition(rng.spread(0, largestIndexWithin(max)));
  const x = Math.min(max, Math.max(0, a + rng.int(-1, 1)));
  const y = Math.min(max, Math.max(0, b + rng.int(-1, 1)));
  return rng.chance(1 / 2) ? { a: x, b: y } : { a: y, b: x };
}

export const generator: ProblemGenerator<Instance> = {
  random(rng, size) {
    const max = size === "small" ? BRUTE_MAX : MAX_PILE;
    // Losing positions are rare (about one in φ²·max of all), so aim at them and their neighbours half the time.
    if (rng.chance(1 / 2)) return nearLosing(rng, max);
    return { a: rng.spread(0, max), b: rng.spread(0, max) };
  },
  format(instances) {
    return instances.map(formatLine).join("");
  },
  shrink({ a, b }) {
    // One pile smaller, the other pile smaller, or both by the same amount (which keeps b − a).
    const both = shrinkInteger(Math.min(a, b), 0).map((low) => Math.min(a, b) - low);
    return [
      ...shrinkInteger(a, 0).map((x) => ({ a: x, b })),
      ...shrinkInteger(b, 0).map((y) => ({ a, b: y })),
      ...both.map((t) => ({ a: a - t, b: b - t })),
    ];
  },
  bruteCanSolve({ a, b }) {
    return a <= BRUTE_MAX && b <= BRUTE_MAX;
  },
};
