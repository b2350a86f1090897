// Positions that make a floating-point ⌊kφ⌋ show, for the cases of HDU 1527, HDU 2177 and Play Wythoff. A formula's trap k
// (float-trap-lists.ts) shows in two ways: as the difference b − a of a position (the index of a losing position), and
// as the argument of a pile-to-index computation (⌊(v+1)/φ⌋ and the like, at a pile v or one off it).
import { claimedLower, FLOAT_FORMULAS, type FloatFormula } from "./float-formulas";
import type { TRAP_RANGES } from "./float-traps";
import { TRAP_LISTS } from "./float-trap-lists";
import { losingPosition, partnerOf } from "./wythoff-numbers";

export type Position = [number, number];
export type TrapRange = (typeof TRAP_RANGES)[number];

/**
 * For each formula with a trap ≤ upTo: its first `count` traps ("low"), or its last ones and ones spread over the range
 * ("high"). A formula with fewer traps gives what it has, so one with a single trap has it in both.
 */
export function chooseTraps(upTo: TrapRange, which: "low" | "high", count: number): { formula: FloatFormula; traps: number[] }[] {
  const out: { formula: FloatFormula; traps: number[] }[] = [];
  for (const formula of FLOAT_FORMULAS) {
    const lists = TRAP_LISTS[formula.id];
    if (!lists) throw new Error(`float-trap-lists.ts has no traps for "${formula.id}": run find-float-traps.ts --write`);
    const range = lists.ranges.find((item) => item.upTo === upTo)!;
    if (range.count === 0) continue;
    const low = lists.first.filter((k) => k <= upTo).slice(0, count);
    const spread = range.spread.filter((k) => k <= upTo);
    const high = [...new Set([...range.last.slice(-Math.ceil(count / 2)), ...spread.slice(-Math.floor(count / 2))])];
    const traps = which === "low" ? low : high.filter((k) => !low.includes(k) || range.count <= count);
    out.push({ formula, traps: traps.length > 0 ? traps : low });
  }
  return out;
}

/** Where k as an index decides: its losing position, the one the formula believes in, steps above, and one-pile targets. */
export function aroundIndex(formula: FloatFormula, k: number): Position[] {
  const [a, b] = losingPosition(k);
  const believed = claimedLower(formula)(k);
  return [
    [a, b],
    [believed, believed + k],
    // Only the move on both piles wins from here, to (a, b).
    [a + 1, b + 1],
    [a + 2, b + 2],
    // Keep a and cut the larger pile to b; keep b and cut the other pile to a.
    [a, b + 1],
    [b, b + 1],
    [a + 1, b],
  ];
}

/** Where x is the argument of a pile-to-index formula: piles x − 1, x and x + 1 next to their partners. */
export function aroundArgument(x: number): Position[] {
  const out: Position[] = [];
  for (const v of [x - 1, x, x + 1]) {
    if (v < 1) continue;
    const p = partnerOf(v);
    const [low, high] = v < p ? [v, p] : [p, v];
    out.push([low, high], [v, high + 1], [v, v + 1], [low + 1, high]);
  }
  return out;
}

/** Every position around the chosen traps, as `accept` allows them (in range, the problem's own order), without repeats. */
export function trapPositions(options: { indexUpTo: TrapRange; argumentUpTo: TrapRange; which: "low" | "high"; count: number; accept: (position: Position) => Position | undefined }): Position[] {
  const seen = new Set<string>();
  const out: Position[] = [];
  const add = (position: Position): void => {
    const kept = options.accept(position);
    if (!kept || seen.has(`${kept[0]} ${kept[1]}`)) return;
    seen.add(`${kept[0]} ${kept[1]}`);
    out.push(kept);
  };
  for (const { formula, traps } of chooseTraps(options.indexUpTo, options.which, options.count)) for (const k of traps) aroundIndex(formula, k).forEach(add);
  for (const { traps } of chooseTraps(options.argumentUpTo, options.which, options.count)) for (const x of traps) aroundArgument(x).forEach(add);
  return out;
}
