// A package's limits are decimals (0.0001 s, 0.5 MiB); the judge counts whole units (ms, MiB, KiB, bytes). A value is
// rounded up, never tighter than the package, and the rounding is said (0.0001 s became 1 ms without a word).

/**
 * `value` (in the package's unit) as a whole number of ours, `perUnit` of ours to one of its: rounded up, at least 1.
 * The product's float error is taken off first: 2.007 s × 1000 is 2007.0000000000002 ms, which gave 2008 ms.
 */
export function wholeUnits(value: number, perUnit: number): number {
  return Math.max(1, Math.ceil(exactProduct(value, perUnit)));
}

/** How a value was rounded, for a note ("time_limit 0.0001 s (0.1 ms) → 1 ms"); undefined when it was not. */
export function roundingSaid(key: string, value: number, unit: string, perUnit: number, ours: string): string | undefined {
  const exact = exactProduct(value, perUnit);
  const used = wholeUnits(value, perUnit);
  if (used === exact) return undefined;
  return `${key} ${value} ${unit}${perUnit === 1 ? "" : ` (${exact} ${ours})`} → ${used} ${ours}`;
}

function exactProduct(value: number, perUnit: number): number {
  return Number((value * perUnit).toPrecision(12));
}
