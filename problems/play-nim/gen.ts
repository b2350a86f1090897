import type { ProblemGenerator } from "../../src/problem-kit/generator";
import type { Random } from "../../src/problem-kit/random";
import { MAX_PILE, type Instance } from "./validate";

/** brute.ts searches every position reachable from one with at most this many (pile + 1) products. */
export const BRUTE_MAX_STATES = 5000;

/** Piles; half the time the last pile is set so the xor is 0 (a losing start), when that keeps it in range. */
export function randomPiles(rng: Random, count: number, max: number): Instance {
  const piles = Array.from({ length: count }, () => rng.spread(0, max));
  if (rng.chance(0.5) && count > 1) {
    const xor = piles.slice(0, -1).reduce<number>((x, p) => x ^ p, 0);
    if (xor <= max) piles[count - 1] = xor;
  }
  if (!piles.some((p) => p > 0)) piles[0] = 1;
  return piles;
}

export const generator: ProblemGenerator<Instance> = {
  random(rng, size) {
    if (size === "small") {
      for (;;) {
        const piles = randomPiles(rng, rng.int(1, 4), 9);
        if (generator.bruteCanSolve(piles)) return piles;
      }
    }
    return randomPiles(rng, rng.int(1, 200), MAX_PILE);
  },
  format(games) {
    return `${games.length} ${games.length}\n${games.map((piles) => `${piles.length}\n${piles.join(" ")}\n`).join("")}`;
  },
  shrink(piles) {
    const out: Instance[] = [];
    if (piles.length > 1) out.push(piles.slice(1), piles.slice(0, -1));
    out.push(piles.map((p) => Math.floor(p / 2)));
    return out.filter((candidate) => candidate.some((p) => p > 0));
  },
  bruteCanSolve(piles) {
    return piles.reduce((product, p) => product * (p + 1), 1) <= BRUTE_MAX_STATES;
  },
  maxInstancesPerFile: 1000,
};
