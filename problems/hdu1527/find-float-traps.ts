// Finds, for every formula of float-formulas.ts, every k in [1, 10^9 + 1] where it gets ⌊kφ⌋ wrong, exactly, and writes
// what the cases need (counts, the first and last traps below each problem's limits, traps spread over the range) to
// float-trap-lists.ts. Run: npx tsx problems/hdu1527/find-float-traps.ts [--write] (about a minute per ten formulas).
// Why it is exact: r = k·fl(φ) in doubles is within 1.8e-7 of kφ for k ≤ 10^9 + 1 (|fl(φ) − φ| < 5.5e-17, plus half an
// ulp of a number below 2^31), so ⌊r⌋ is ⌊kφ⌋ wherever r is at least 1e-6 from an integer; at the few k nearer, the
// exact value comes from BigInt.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { claimedLower, FLOAT_FORMULAS, type FloatFormula } from "./float-formulas";
import { TRAP_LIMIT, TRAP_RANGES, type FormulaTraps, type RangeTraps } from "./float-traps";
import { lowerWythoff } from "./wythoff-numbers";

const KEEP = 16;
const SPREAD = 8;

const PHI = (1 + Math.sqrt(5)) / 2;

/** Every k ≤ limit with kφ within 1e-6 of an integer (in doubles), with ⌊kφ⌋ exactly: the only k where doubles may mislead. */
export function nearIntegers(limit: number): { ks: number[]; exact: number[] } {
  const ks: number[] = [];
  for (let k = 1; k <= limit; k++) {
    const r = k * PHI;
    const frac = r - Math.floor(r);
    if (frac < 1e-6 || frac > 1 - 1e-6) ks.push(k);
  }
  return { ks, exact: ks.map(lowerWythoff) };
}

/** Every trap of one formula up to the largest range, streamed: counted per range, with the first, last and spread ones. */
export function findTraps(formula: FloatFormula, near: { ks: number[]; exact: number[] }, ranges: readonly number[] = TRAP_RANGES): FormulaTraps {
  const limit = ranges.at(-1)!;
  const first: number[] = [];
  const out: RangeTraps[] = ranges.map((upTo) => ({ upTo, count: 0, last: [], spread: [] }));
  // Spread points of every range, merged in order, each remembering its range.
  const points = ranges.flatMap((upTo, range) => Array.from({ length: SPREAD }, (_, i) => ({ at: Math.floor((upTo * (i + 1)) / (SPREAD + 1)), range }))).sort((a, b) => a.at - b.at);
  let point = 0;
  let count = 0;
  const ring: number[] = [];
  let range = 0;
  const onTrap = (k: number): void => {
    while (range < ranges.length && k > ranges[range]!) {
      out[range]!.count = count;
      out[range]!.last = ring.slice(-KEEP);
      range++;
    }
    count++;
    if (first.length < KEEP) first.push(k);
    ring.push(k);
    if (ring.length > 4 * KEEP) ring.splice(0, ring.length - KEEP);
    for (; point < points.length && k >= points[point]!.at; point++) if (k <= ranges[points[point]!.range]!) out[points[point]!.range]!.spread.push(k);
  };
  // One loop per formula, compiled from its code, so the formula is inlined as it would be in a solution.
  const body = formula.kind === "floor(k*phi)" ? formula.code : `(${formula.code}) + k`;
  const scan = new Function(
    "PHI",
    "limit",
    "nearKs",
    "nearExact",
    "onTrap",
    `let ni = 0;
     let nextNear = nearKs.length > 0 ? nearKs[0] : Infinity;
     for (let k = 1; k <= limit; k++) {
       const g = ${body};
       if (k === nextNear) {
         if (g !== nearExact[ni]) onTrap(k);
         ni++;
         nextNear = ni < nearKs.length ? nearKs[ni] : Infinity;
       } else if (g !== Math.floor(k * PHI)) onTrap(k);
     }`,
  ) as (phi: number, limit: number, nearKs: number[], nearExact: number[], onTrap: (k: number) => void) => void;
  scan(PHI, limit, near.ks, near.exact, onTrap);
  for (; range < ranges.length; range++) {
    out[range]!.count = count;
    out[range]!.last = ring.slice(-KEEP);
  }
  return { first, ranges: out };
}

/** The same answer one k at a time with BigInt everywhere, for tests over small ranges. */
export function isTrap(formula: FloatFormula, k: number): boolean {
  return claimedLower(formula)(k) !== lowerWythoff(k);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const write = process.argv.includes("--write");
  const started = Date.now();
  const near = nearIntegers(TRAP_LIMIT);
  process.stdout.write(`${near.ks.length} k ≤ ${TRAP_LIMIT} with kφ within 1e-6 of an integer (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  const all: Record<string, FormulaTraps> = {};
  for (const formula of FLOAT_FORMULAS) {
    const at = Date.now();
    all[formula.id] = findTraps(formula, near);
    const counts = all[formula.id]!.ranges.map((range) => `${range.count.toLocaleString("en")} ≤ ${range.upTo.toLocaleString("en")}`).join(", ");
    process.stdout.write(`${formula.id.padEnd(22)} ${counts}; first ${all[formula.id]!.first.slice(0, 3).join(", ") || "none"} (${((Date.now() - at) / 1000).toFixed(1)} s)\n`);
  }
  if (write) {
    const path = fileURLToPath(new URL("./float-trap-lists.ts", import.meta.url));
    const lines = Object.entries(all).map(([id, traps]) => `  ${JSON.stringify(id)}: ${JSON.stringify(traps)},`);
    writeFileSync(
      path,
      [
        "// Written by find-float-traps.ts (npx tsx problems/hdu1527/find-float-traps.ts --write): for each formula of",
        "// float-formulas.ts, its traps (k where it gets ⌊kφ⌋ wrong), counted exactly up to each limit. Do not edit by hand.",
        'import type { FormulaTraps } from "./float-traps";',
        "",
        "export const TRAP_LISTS: Record<string, FormulaTraps> = {",
        ...lines,
        "};",
        "",
      ].join("\n"),
    );
    process.stdout.write(`wrote ${path} (${((Date.now() - started) / 1000).toFixed(0)} s in all)\n`);
  }
}
