import type { ProblemGenerator } from "../../src/problem-kit/generator";
import type { Random } from "../../src/problem-kit/random";
import { lowerOf } from "./wythoff";
import { MAX_PILE, type Instance } from "./validate";

/** brute.ts tabulates every position with both piles up to 200. */
export const BRUTE_MAX = 200;

/** A position: a third of the time a losing one, or one a diagonal step above a losing one. */
export function randomPosition(rng: Random, max: number): Instance {
  if (rng.chance(1 / 3)) {
    for (;;) {
      const k = rng.int(0, Math.floor(max / 2.7));
      const a = Number(lowerOf(BigInt(k)));
      const d = rng.chance(0.5) ? 0 : rng.spread(1, max);
      if (a + k + d <= max && a + k + d > 0) return rng.chance(0.5) ? [a + d, a + k + d] : [a + k + d, a + d];
    }
  }
  const a = rng.spread(0, max);
  const b = rng.spread(a === 0 ? 1 : 0, max);
  return [a, b];
}

export const generator: ProblemGenerator<Instance> = {
  random(rng, size) {
    return randomPosition(rng, size === "small" ? BRUTE_MAX : MAX_PILE);
  },
  format(games) {
    return `${games.length} ${games.length}\n${games.map(([a, b]) => `${a} ${b}\n`).join("")}`;
  },
  shrink([a, b]) {
    const out: Instance[] = [];
    if (a > 0 && b > 0) out.push([Math.floor(a / 2), Math.floor(b / 2)]);
    if (a > 1) out.push([a - 1, b]);
    if (b > 1) out.push([a, b - 1]);
    return out.filter(([x, y]) => x + y > 0);
  },
  bruteCanSolve([a, b]) {
    return a <= BRUTE_MAX && b <= BRUTE_MAX;
  },
  maxInstancesPerFile: 2000,
};
