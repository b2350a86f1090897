import type { ProblemGenerator } from "../../src/problem-kit/generator";
import type { Random } from "../../src/problem-kit/random";
import { shrinkInteger, shrinkList } from "../../src/problem-kit/shrink";
import { MAX_PILE_SIZE, MAX_PILES, type Instance } from "./validate";

/** brute.ts searches every position reachable from the start: fine for a handful of small piles. */
export const BRUTE_MAX_PILES = 5;
export const BRUTE_MAX_SIZE = 15;

/** The xor of all pile sizes (0 exactly for the positions the player to move loses). */
export function xorOf(piles: readonly number[]): number {
  let x = 0;
  for (const a of piles) x ^= a;
  return x;
}

/** Rewrites the last pile so the xor becomes 0, when that keeps it a valid size; else leaves the piles as they are. */
export function makeLosing(piles: number[], top: number): number[] {
  if (piles.length < 2) return piles;
  const rest = xorOf(piles.slice(0, -1));
  if (rest >= 1 && rest <= top) piles[piles.length - 1] = rest;
  return piles;
}

export function shuffle<T>(rng: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function formatBlocks(blocks: readonly Instance[]): string {
  return blocks.map((piles) => `${piles.length}\n${piles.join(" ")}\n`).join("") + "0\n";
}

export const generator: ProblemGenerator<Instance> = {
  random(rng, size) {
    const small = size === "small";
    // Large blocks are mostly moderate, so that thousands pack into one stress input; one in 1000 nears the 200000 cap.
    const count = small ? rng.int(1, BRUTE_MAX_PILES) : rng.chance(1 / 1000) ? rng.int(MAX_PILES / 2, MAX_PILES) : rng.spread(1, 1000);
    const top = small ? BRUTE_MAX_SIZE : MAX_PILE_SIZE;
    const piles = Array.from({ length: count }, () => rng.spread(1, top));
    // Random positions are almost never lost; make about a third of them lost by fixing the last pile.
    return rng.chance(1 / 3) ? makeLosing(piles, top) : piles;
  },
  format: formatBlocks,
  shrink(piles) {
    return shrinkList(piles, (a) => shrinkInteger(a, 1), 1);
  },
  bruteCanSolve(piles) {
    return piles.length <= BRUTE_MAX_PILES && piles.every((a) => a <= BRUTE_MAX_SIZE);
  },
};
