import type { ProblemGenerator } from "../../src/problem-kit/generator";
import type { Random } from "../../src/problem-kit/random";
import { shrinkInteger } from "../../src/problem-kit/shrink";
import { largestIndexWithin, losingPosition } from "../hdu1527/wythoff-numbers";
import { MAX_PILE, type Instance } from "./validate";

/** brute.ts tries every move from every position up to its largest value: about a second at 1000. */
export const BRUTE_MAX = 1000;

/** A line as written, smaller pile first. */
export const formatLine = ({ a, b }: Instance): string => `${a} ${b}\n`;

/** The position as the input must give it: sorted, and never the terminator (0, 0). */
export function asInstance(x: number, y: number): Instance | undefined {
  const a = Math.min(x, y);
  const b = Math.max(x, y);
  return a === 0 && b === 0 ? undefined : { a, b };
}

/** A losing position with piles ≤ max, moved by −1, 0 or +1 on each pile: the hard answers. */
export function nearLosing(rng: Random, max: number): Instance {
  const [a, b] = losingPosition(rng.spread(1, largestIndexWithin(max)));
  return asInstance(Math.max(0, a + rng.int(-1, 1)), Math.min(max, b + rng.int(-1, 1)))!;
}

export const generator: ProblemGenerator<Instance> = {
  random(rng, size) {
    const max = size === "small" ? BRUTE_MAX : MAX_PILE;
    // Losing positions are rare, so aim at them and their neighbours half the time.
    if (rng.chance(1 / 2)) return nearLosing(rng, max);
    return asInstance(rng.spread(0, max), rng.spread(1, max))!;
  },
  format(instances) {
    return instances.map(formatLine).join("") + "0 0\n";
  },
  shrink({ a, b }) {
    // The smaller pile smaller, the larger pile smaller (not below a), or both by the same amount (which keeps b − a).
    const candidates = [
      ...shrinkInteger(a, 0).map((x) => ({ a: x, b })),
      ...shrinkInteger(b, a).map((y) => ({ a, b: y })),
      ...shrinkInteger(a, 0).map((x) => ({ a: x, b: b - (a - x) })),
    ];
    return candidates.filter(({ a, b }) => b > 0);
  },
  bruteCanSolve({ b }) {
    return b <= BRUTE_MAX;
  },
};
