/**
 * Building blocks for ProblemGenerator.shrink: simpler candidates, most aggressive first,
 * in the style of property-testing shrinkers (jump to the target, then halve the distance).
 */

/** How many values just below the current one are tried as well, so shrinking does not stop at a halving step's gap. */
const NEAR_WINDOW = 256;

/**
 * Integers between target and value, most aggressive first: target itself, then halfway, a quarter of the way, …,
 * then every value in the window just below value, smallest first. Halving alone stops at local minima (an odd
 * failure at 1023 never tries 1001); the window reaches them, and packed testing keeps it cheap.
 */
export function shrinkInteger(value: number, target: number): number[] {
  const out: number[] = [];
  if (value === target) return out;
  const step = value > target ? 1 : -1;
  for (let distance = Math.abs(value - target); distance >= 1; distance = Math.floor(distance / 2)) {
    out.push(value - step * distance);
  }
  const span = Math.min(NEAR_WINDOW, Math.abs(value - target));
  for (let distance = span; distance >= 1; distance--) out.push(value - step * distance);
  return [...new Set(out)];
}

/** Shorter lists (drop halves, then single items), then lists with one item shrunk. */
export function shrinkList<T>(items: readonly T[], shrinkItem: (item: T) => T[], minLength = 0): T[][] {
  const out: T[][] = [];
  for (let size = Math.floor(items.length / 2); size >= 1; size = Math.floor(size / 2)) {
    for (let start = 0; start + size <= items.length; start += size) {
      if (items.length - size >= minLength) out.push([...items.slice(0, start), ...items.slice(start + size)]);
    }
  }
  for (let i = 0; i < items.length; i++) {
    for (const smaller of shrinkItem(items[i]!)) out.push(items.map((item, j) => (j === i ? smaller : item)));
  }
  return out;
}
