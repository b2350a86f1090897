import { UserError } from "../errors";
import type { State } from "../problem-kit/game-definition";
import { UNSETTLED, type Analysis } from "./analyse";

// Every value rests on moves() being a function of the state. The small states are asked twice before the analysis
// (check-deterministic.ts), but a module whose moves change only later (Math.random past heap 12, a counter past some
// calls, a cache that fills) passed, and its values were printed as exact. After the analysis, states spread over
// the whole range (the largest first) are asked again, and each value found must be the mex of what they now reach.

/** Split pairs looked at in all, at most: Officers to 10^5 asks 100 heaps (some 0.05 s), to 10^4 the full 300. */
const PAIR_BUDGET = 10_000_000;

export function checkValuesAgain(analysis: Analysis<State>, samples = 300): void {
  const { game, space, grundy, misere } = analysis;
  // Misère games that split heaps take their values from the search over multisets of heaps, which asked each heap once.
  if (analysis.multisets) return;
  const count = space.count;
  const splitting = space.dims === 1 && Boolean(game.splitRests || game.splits);
  const asked = splitting ? Math.max(1, Math.min(samples, Math.floor(PAIR_BUDGET / Math.max(1, count)))) : samples;
  const step = Math.max(1, Math.floor(count / asked));
  const unequal = game.unequalSplits === true;
  const valueOf = (target: State): number => {
    const j = space.index(target);
    return j < 0 ? UNSETTLED : grundy[j]!;
  };
  // Room for any mex: every option's value is below the largest value found, or a xor of two below twice it.
  let top = 1;
  for (let i = 0; i < count; i++) if (grundy[i]! > top) top = grundy[i]!;
  const mark = new Int32Array(2 * top + 2);
  let stamp = 0;
  for (let i = count - 1; i >= 0; i -= step) {
    const found = grundy[i]!;
    if (found < 0) continue;
    const state = space.state(i);
    stamp++;
    let options = 0;
    let settled = true;
    const see = (value: number) => {
      options++;
      if (value < 0) settled = false;
      else mark[value] = stamp;
    };
    const targets = game.moves(state);
    if (!Array.isArray(targets)) throw changed(game.name, space.format(state), "no longer gives a list of moves");
    for (const target of targets) see(valueOf(target));
    if (typeof state === "number") {
      for (const parts of game.splits?.(state) ?? []) {
        let x = 0;
        for (const part of parts as readonly number[]) x = x < 0 || valueOf(part) < 0 ? -1 : x ^ valueOf(part);
        see(x);
      }
      for (const r of game.splitRests?.(state) ?? []) {
        if (!(Number.isInteger(r) && r >= 0 && r <= state)) throw changed(game.name, space.format(state), `now gives splitRests ${String(r)}, no rest of the heap`);
        const pairs = markSplits(grundy, r, unequal, mark, stamp);
        if (pairs < 0) settled = false;
        else options += pairs;
      }
    }
    if (!settled) continue;
    let value = 0;
    if (misere && options === 0) value = 1;
    else while (value < mark.length && mark[value] === stamp) value++;
    if (value !== found) throw changed(game.name, space.format(state), `now reaches values whose mex is ${value}, where the analysis found ${found}`);
  }
}

/** Marks every split (a, r − a) of a rest r: how many, or −1 when a part has no value. A function of its own, with
 * plain locals: the loop runs once per analysis, and inside the closure above it took 0.1 to 0.35 s for Officers. */
function markSplits(grundy: Int32Array, r: number, unequal: boolean, mark: Int32Array, stamp: number): number {
  const last = unequal ? Math.ceil(r / 2) - 1 : Math.floor(r / 2);
  for (let a = 1; a <= last; a++) {
    const x = grundy[a]!;
    const y = grundy[r - a]!;
    if (x < 0 || y < 0) return -1;
    mark[x ^ y] = stamp;
  }
  return Math.max(0, last);
}

function changed(name: string, state: string, what: string): UserError {
  return new UserError(
    `${name}: asked again after the analysis, the moves from ${state} ${what}: they changed between calls, so no value would be exact`,
    "moves, splitRests and splits must depend on the state only (no Math.random, clock, counter or cache that changes the answer)",
  );
}
