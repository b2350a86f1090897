import { describe, expect, it } from "vitest";
import type { CaseResult } from "../../src/outcome/case-result";
import { labelOfSource } from "../../src/verify/solution-label";
import { buildVerdictTable, formatVerdictTable } from "../../src/verify/verdict-table";
import type { Verdict } from "../../src/verdicts";

// Hand-made results (the judge is not run): the matrix, the kills and the margins are arithmetic on them.
const result = (name: string, verdict: Verdict, cpuMs: number): CaseResult => ({ name, verdict, cpuMs, wallMs: cpuMs, memoryKiB: 1000, message: "", details: {} as CaseResult["details"] });
const cases = ["01-sample", "02-small", "03-large"];
const multipliers = { acToTimeLimit: 2, timeLimitToTle: 1.5, from: "the package format's defaults" };

describe("verify --table's matrix", () => {
  const rows = [
    { solution: "main.cpp", accepted: true, results: [result("01-sample", "AC", 10), result("02-small", "AC", 20), result("03-large", "AC", 450)] },
    { solution: "wrong/slow.py", label: labelOfSource("# expect: TLE\n")!, accepted: false, results: [result("01-sample", "AC", 5), result("02-small", "AC", 900), result("03-large", "TLE", 1000)] },
    { solution: "wrong/off.c", label: labelOfSource("// expect: WA\n")!, accepted: false, results: [result("01-sample", "WA", 1), result("02-small", "AC", 1), result("03-large", "WA", 1)] },
    { solution: "brute.ts", accepted: false, oracle: true, results: [result("01-sample", "AC", 3000)] },
    { solution: "wrong/broken.rs", label: labelOfSource("// expect: CE\n")!, accepted: false, results: "CE" },
  ];

  it("gives every solution a verdict per case, the cases that kill each, and · where an oracle did not run", () => {
    const table = buildVerdictTable(cases, rows, 1000, multipliers, []);
    expect(table.rows.map((row) => row.verdicts.map((verdict) => verdict ?? "·").join(" "))).toEqual(["AC AC AC", "AC AC TLE", "WA AC WA", "AC · ·", "· · ·"]);
    expect(table.rows[1]!.kills).toEqual(["03-large"]);
    expect(table.rows[2]!.kills).toEqual(["01-sample", "03-large"]);
    const text = formatVerdictTable(table);
    expect(text).toMatch(/^main\.cpp\s+AC\s+AAA\s+450 ms$/m);
    expect(text).toMatch(/^wrong\/off\.c\s+WA\s+WAW\s+1 ms\s+2: 01-sample, 03-large$/m);
    expect(text).toMatch(/^brute\.ts\s+oracle\s+A··\s+3000 ms$/m);
    expect(text).toMatch(/^wrong\/broken\.rs\s+CE\s+CE /m);
  });

  it("the slowest accepted run × ac_to_time_limit must fit the limit; oracles do not count", () => {
    const fits = buildVerdictTable(cases, rows, 1000, multipliers, []);
    expect(fits.slowestAccepted).toMatchObject({ solution: "main.cpp", caseName: "03-large", cpuMs: 450, neededMs: 900, ok: true });
    expect(formatVerdictTable(fits)).toContain("slowest accepted: 450 ms (main.cpp on 03-large) × 2 = 900 ms ≤ 1000 ms: ok");
    const tight = buildVerdictTable(cases, rows, 800, multipliers, []);
    expect(tight.slowestAccepted!.ok).toBe(false);
    expect(formatVerdictTable(tight)).toContain("too tight, the limit should be at least 900 ms");
  });

  it("a TLE solution judged again at the limit × time_limit_to_tle must still be TLE", () => {
    const still = buildVerdictTable(cases, rows, 1000, multipliers, [{ solution: "wrong/slow.py", caseName: "03-large", limitMs: 1500, verdict: "TLE", cpuMs: 1500 }]);
    expect(formatVerdictTable(still)).toContain("wrong/slow.py: still TLE on 03-large at 1500 ms (limit × 1.5): ok");
    const close = buildVerdictTable(cases, rows, 1000, multipliers, [{ solution: "wrong/slow.py", caseName: "03-large", limitMs: 1500, verdict: "AC", cpuMs: 1200 }]);
    expect(close.tleMargins[0]!.ok).toBe(false);
    expect(formatVerdictTable(close)).toContain("wrong/slow.py: AC in 1200 ms on 03-large at 1500 ms (limit × 1.5): too close to the limit");
  });
});
