import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findFloatTraps } from "../../problems/hdu1527/find-float-traps";
import { constantDivideTraps, constantMultiplyTraps, doubleTraps, floatFormulas, MAX_K_1527, MAX_K_2177 } from "../../problems/hdu1527/float-traps";
import { repoRoot } from "../helpers/cli";

/** ⌊kφ⌋ computed here on its own: the largest n with (2n − k)² < 5k² and 2n ≥ k, found by bisection in BigInt. */
function exactFloorKPhi(k: number): number {
  const big = BigInt(k);
  const below = (n: bigint): boolean => 2n * n - big < 0n || (2n * n - big) ** 2n < 5n * big * big;
  let low = big;
  let high = 2n * big + 1n;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (below(mid)) low = mid;
    else high = mid;
  }
  return Number(low);
}

const caseLines = (problem: string, name: string): Set<string> =>
  new Set(readFileSync(join(repoRoot, "cases", problem, `${name}.in`), "utf8").split(/\r?\n/).map((line) => line.trim()));

describe("floating-point ⌊kφ⌋ traps for HDU 1527 and HDU 2177", () => {
  it("the BigInt ⌊kφ⌋ of this test gives the first losing positions (0,0), (1,2), (3,5), (4,7), (6,10), (8,13)", () => {
    expect([0, 1, 2, 3, 4, 5].map((k) => [exactFloorKPhi(k), exactFloorKPhi(k) + k])).toEqual([[0, 0], [1, 2], [3, 5], [4, 7], [6, 10], [8, 13]]);
  });

  it("the double formula, 1/0.6180339887 and 1.6180339887 each give a wrong ⌊kφ⌋ at every k listed for them", () => {
    for (const [name, traps] of [["double", doubleTraps], ["constantDivide", constantDivideTraps], ["constantMultiply", constantMultiplyTraps]] as const) {
      for (const k of traps) expect(floatFormulas[name](k), `${name} at k = ${k}`).not.toBe(exactFloorKPhi(k));
    }
  });

  it("the double formula Math.floor(k * (1 + Math.sqrt(5)) / 2) is wrong at exactly the 14 listed k up to 381966011", () => {
    const { count, first } = findFloatTraps("double", MAX_K_1527, 20);
    expect(count).toBe(14);
    expect(first.map((trap) => trap.k)).toEqual(doubleTraps);
  });

  it("the double formula is right for every k ≤ 10^6, so it cannot fail within HDU 2177's limits", () => {
    const phi = (1 + Math.sqrt(5)) / 2;
    let checkedExactly = 0;
    for (let k = 1; k <= 1_000_000; k++) {
      const r = k * phi;
      // Within 1e-6 of an integer the double could be on the wrong side; only there is BigInt needed.
      if (Math.abs(r - Math.round(r)) < 1e-6) {
        checkedExactly++;
        expect(floatFormulas.double(k), `k = ${k}`).toBe(exactFloorKPhi(k));
      }
    }
    expect(checkedExactly).toBeGreaterThan(0);
  });

  it("the ten-digit constants' listed traps within HDU 2177's limits are all of them", () => {
    for (const [name, traps] of [["constantDivide", constantDivideTraps], ["constantMultiply", constantMultiplyTraps]] as const) {
      const { first } = findFloatTraps(name, MAX_K_2177, 100);
      expect(first.map((trap) => trap.k)).toEqual(traps.filter((k) => k <= MAX_K_2177));
    }
  });

  it("381966011 and 381966 are the largest k whose losing position fits 10^9 and 10^6", () => {
    for (const [k, max] of [[MAX_K_1527, 1e9], [MAX_K_2177, 1e6]] as const) {
      expect(exactFloorKPhi(k) + k).toBeLessThanOrEqual(max);
      expect(exactFloorKPhi(k + 1) + k + 1).toBeGreaterThan(max);
    }
  });

  it("HDU 1527's trap case holds every trap's losing position in both orders, and the position the float believes in", () => {
    const lines = caseLines("hdu1527", "05-float-traps");
    for (const [name, traps] of [["double", doubleTraps], ["constantDivide", constantDivideTraps], ["constantMultiply", constantMultiplyTraps]] as const) {
      for (const k of traps) {
        const a = exactFloorKPhi(k);
        const believed = floatFormulas[name](k);
        for (const line of [`${a} ${a + k}`, `${a + k} ${a}`, `${believed} ${believed + k}`]) expect(lines.has(line), `${name}: ${line}`).toBe(true);
      }
    }
  });

  it("HDU 2177's trap case holds the losing position of every ten-digit-constant trap within its limits", () => {
    const lines = caseLines("hdu2177", "05-float-traps");
    for (const k of [...constantDivideTraps, ...constantMultiplyTraps].filter((k) => k <= MAX_K_2177)) {
      const a = exactFloorKPhi(k);
      expect(lines.has(`${a} ${a + k}`), `k = ${k}`).toBe(true);
    }
  });
});
