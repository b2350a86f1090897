// Finds every k ≤ limit where a floating-point ⌊kφ⌋ (float-traps.ts) differs from the exact one; its output is where
// the lists in float-traps.ts come from. Run: npx tsx problems/hdu1527/find-float-traps.ts [limit] [shown]
// Why it is exact: r = k·φ in doubles is within 2.5e-7 of kφ for k < 2^30 (|fl(φ) − φ| < 2^-53, plus half an ulp of
// a number below 2^31), so ⌊r⌋ is exact wherever r is at least 1e-6 from an integer; nearer, BigInt decides.
import { floatFormulas, MAX_K_1527, type FloatFormula } from "./float-traps";
import { lowerWythoff } from "./wythoff-numbers";

export interface FloatTrap {
  k: number;
  exact: number;
  float: number;
}

/** Every k in [1, limit] where the formula's floor is not ⌊kφ⌋: counted, with the first and last `keep` kept. */
export function findFloatTraps(formula: FloatFormula, limit: number, keep: number): { count: number; first: FloatTrap[]; last: FloatTrap[] } {
  if (limit >= 2 ** 30) throw new RangeError("the error bound behind the filter holds for k < 2^30");
  const floatFloor = floatFormulas[formula];
  const phi = (1 + Math.sqrt(5)) / 2;
  const first: FloatTrap[] = [];
  const last: FloatTrap[] = [];
  let count = 0;
  for (let k = 1; k <= limit; k++) {
    const got = floatFloor(k);
    const r = k * phi;
    const below = Math.floor(r);
    const near = r - below < 1e-6 || below + 1 - r < 1e-6;
    // Far from an integer, ⌊r⌋ is exact and agreement needs no BigInt.
    if (!near && got === below) continue;
    const exact = near ? lowerWythoff(k) : below;
    if (got === exact) continue;
    count++;
    const trap = { k, exact, float: got };
    if (first.length < keep) first.push(trap);
    last.push(trap);
    if (last.length > keep) last.shift();
  }
  return { count, first, last };
}

if (process.argv[1]?.endsWith("find-float-traps.ts")) {
  const limit = Number(process.argv[2] ?? MAX_K_1527);
  const keep = Number(process.argv[3] ?? 10);
  for (const formula of Object.keys(floatFormulas) as FloatFormula[]) {
    const started = Date.now();
    const { count, first, last } = findFloatTraps(formula, limit, keep);
    const show = (traps: FloatTrap[]) => traps.map((t) => `k=${t.k}: exact (${t.exact}, ${t.exact + t.k}), float gives ${t.float}`).join("\n    ");
    process.stdout.write(`${formula}: wrong at ${count} k ≤ ${limit} (${Date.now() - started} ms)\n  first:\n    ${show(first)}\n  last:\n    ${show(last)}\n`);
  }
}
