import type { ProblemGenerator } from "../../src/problem-kit/generator";
import { shrinkInteger } from "../../src/problem-kit/shrink";
import type { Instance } from "./validate";

const MAX_N = 2 ** 31 - 1;
/** brute.ts fills a table over (stones left, most that may be taken): fine up to a few thousand. */
export const BRUTE_MAX_N = 3000;

const fibonacci: number[] = [];
for (let a = 1, b = 2; b <= MAX_N; [a, b] = [b, a + b]) fibonacci.push(b);

export const generator: ProblemGenerator<Instance> = {
  random(rng, size) {
    const max = size === "small" ? BRUTE_MAX_N : MAX_N;
    // Losing positions are rare, so aim at Fibonacci numbers and their neighbours a third of the time.
    if (rng.chance(1 / 3)) {
      const near = rng.pick(fibonacci.filter((f) => f <= max)) + rng.int(-1, 1);
      return Math.min(max, Math.max(2, near));
    }
    return rng.spread(2, max);
  },
  format(instances) {
    return instances.map((n) => `${n}\n`).join("") + "0\n";
  },
  shrink(n) {
    return shrinkInteger(n, 2);
  },
  bruteCanSolve(n) {
    return n <= BRUTE_MAX_N;
  },
};
