import type { ProblemGenerator } from "./generator";

// A shrink() that returned 5,000,000 candidates held stress for minutes (each one checked, sent and run): candidates
// are taken lazily, in shrinkList's order, at most MAX_FROM_ONE_SHRINK from one call and MAX_EXAMINED in all.

/** The most candidates taken from one shrink(instance) call (they come most aggressive first). */
export const MAX_FROM_ONE_SHRINK = 10_000;
/** The most candidate inputs one shrinking step looks at, allowed or not, and the most instances they hold together. */
export const MAX_EXAMINED = 10_000;
const MAX_EXAMINED_INSTANCES = 1_000_000;

/**
 * Where a step's candidates were cut: one shrink call's (what it offered, undefined when more than was read from an
 * iterable) or the step's (its candidates in all), and how many were taken.
 */
export interface ShrinkCut {
  from: "one shrink call" | "the step";
  offered?: number;
  taken: number;
}

/** A step's candidates, each allowed, and the cut when not all that shrink offered were looked at. */
export interface ShrinkOffer<Instance> {
  candidates: Instance[][];
  cut?: ShrinkCut;
}

/**
 * Simpler inputs for a failing one, as shrinkList orders them (drop halves, then single instances, then one instance
 * shrunk), each kept when `allowed` says so: built one at a time, never the whole list at once.
 */
export function boundedCandidates<Instance>(generator: Pick<ProblemGenerator<Instance>, "shrink">, current: Instance[], allowed: (candidate: Instance[]) => boolean): ShrinkOffer<Instance> {
  const candidates: Instance[][] = [];
  let cut: ShrinkCut | undefined;
  let examined = 0;
  let instances = 0;
  for (const candidate of orderedCandidates(current, (instance) => takeFrom(generator.shrink(instance), (said) => (cut = said)))) {
    if (examined >= MAX_EXAMINED || instances >= MAX_EXAMINED_INSTANCES) {
      cut = { from: "the step", taken: examined };
      break;
    }
    examined++;
    instances += candidate.length;
    if (allowed(candidate)) candidates.push(candidate);
  }
  return cut ? { candidates, cut } : { candidates };
}

// shrinkList's order (src/problem-kit/shrink.ts), lazily: at least one instance is kept.
function* orderedCandidates<Instance>(items: Instance[], shrinkItem: (item: Instance) => Iterable<Instance>): Generator<Instance[]> {
  for (let size = Math.floor(items.length / 2); size >= 1; size = Math.floor(size / 2)) {
    for (let start = 0; start + size <= items.length; start += size) {
      if (items.length - size >= 1) yield [...items.slice(0, start), ...items.slice(start + size)];
    }
  }
  for (let i = 0; i < items.length; i++) {
    for (const smaller of shrinkItem(items[i]!)) yield items.map((item, j) => (j === i ? smaller : item));
  }
}

// At most MAX_FROM_ONE_SHRINK of what one shrink call gave (an array, or any iterable: a generator function is read
// only as far as needed); a cut is said through onCut.
function* takeFrom<Instance>(offered: Iterable<Instance>, onCut: (cut: ShrinkCut) => void): Generator<Instance> {
  if (offered === null || typeof (offered as { [Symbol.iterator]?: unknown })?.[Symbol.iterator] !== "function") throw new TypeError(`shrink returned ${offered === null ? "null" : typeof offered}, not a list of instances`);
  let taken = 0;
  for (const item of offered) {
    if (taken === MAX_FROM_ONE_SHRINK) {
      onCut({ from: "one shrink call", ...(Array.isArray(offered) ? { offered: offered.length } : {}), taken });
      return;
    }
    taken++;
    yield item;
  }
}
