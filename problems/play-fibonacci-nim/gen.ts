import type { ProblemGenerator } from "../../src/problem-kit/generator";
import type { Random } from "../../src/problem-kit/random";
import { FIBS } from "./fibonacci";
import { MAX_N, type Instance } from "./validate";

/** brute.ts searches every (heap, limit) state: fine up to a few hundred stones. */
export const BRUTE_MAX_N = 300n;

/** A heap up to 10^18: a third of the time a Fibonacci number or a neighbour (the losing heaps and the near misses). */
export function randomHeap(rng: Random, max: bigint): bigint {
  const fibs = FIBS.filter((f) => f + 1n <= max);
  if (rng.chance(1 / 3)) {
    const near = rng.pick(fibs) + BigInt(rng.int(-1, 1));
    return near < 2n ? 2n : near > max ? max : near;
  }
  const digits = rng.int(1, max.toString().length);
  const top = 10n ** BigInt(digits) < max ? 10n ** BigInt(digits) : max;
  const value = (BigInt(rng.next32()) * 2n ** 32n + BigInt(rng.next32())) * 2n ** 32n + BigInt(rng.next32());
  return 2n + (value % (top - 1n));
}

export const generator: ProblemGenerator<Instance> = {
  random(rng, size) {
    return randomHeap(rng, size === "small" ? BRUTE_MAX_N : MAX_N);
  },
  format(heaps) {
    return `${heaps.length} ${heaps.length}\n${heaps.map((n) => `${n}\n`).join("")}`;
  },
  shrink(n) {
    const out = new Set<bigint>();
    for (const candidate of [2n, n / 2n, n - 1n]) if (candidate >= 2n && candidate < n) out.add(candidate);
    return [...out];
  },
  bruteCanSolve(n) {
    return n <= BRUTE_MAX_N;
  },
  maxInstancesPerFile: 2000,
};
