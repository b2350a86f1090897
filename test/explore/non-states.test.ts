import { describe, expect, it } from "vitest";
import { describePosition } from "../../src/explore/describe-position";
import { explore } from "../../src/explore/explore";
import { feedItems } from "../../src/explore/feed-items";
import { formatReport } from "../../src/explore/report-text";
import type { GameDefinition, GameModule } from "../../src/problem-kit/game-definition";

// Heaps that isState rules out carry the marker -1, which is no Grundy value: never xored, printed or counted as N.

const even: GameDefinition<number> = {
  name: "even heaps, take 2 or 4",
  rules: "a heap holds an even number of tokens; take 2 or 4",
  shape: "heap",
  defaultRange: 30,
  sumOfHeaps: true,
  isState: (n) => n % 2 === 0,
  moves: (n) => [2, 4].filter((s) => s <= n).map((s) => n - s),
};
const problem: GameModule["problem"] = {
  toInstance: (position) => position,
  answer: (position, truth) => (truth.isP(position) ? "lose" : "win"),
  sumPiles: { count: 2, max: 6 },
};
const run = () => explore({ game: even, parameters: {}, path: "even.ts", problem }, { range: 30 });

describe("non-states (isState false) in a heap game", () => {
  it("--at on a sum with a non-state heap is refused clearly, not 'Grundy -1 xor -1 = 0: P'", async () => {
    const result = await run();
    expect(() => describePosition(result, [3, 5])).toThrow(/the heap 3 is not a state of even heaps, take 2 or 4 \(isState rules it out\)/);
    expect(describePosition(result, [4, 2]).lines.join("\n")).toContain("Grundy 2 xor 1 = 3: N");
  });

  it("patterns and counts speak of the 16 states only: no -1 in a table, no non-state counted as an N-position", async () => {
    const result = await run();
    const report = formatReport(result, "even");
    const text = report.join("\n");
    expect(text).not.toMatch(/-1\b/);
    expect(text).toContain("P-positions (the player to move loses): 6 of 16: 0, 6, 12, 18, 24, 30");
    expect(text).toContain("f(0..5) = 0 – 1 – 2 – (–: not a state)");
    for (const claim of result.claims) expect(claim.checked, claim.statement).toBeLessThanOrEqual(16);
    expect(result.sumRule!.every((rule) => rule.holds)).toBe(true);
  });

  it("--solution feeds states only", async () => {
    const items = feedItems(await run());
    expect(items.some((item) => (item.instance as number[]).some((h) => h % 2 === 1))).toBe(false);
    expect(items.length).toBe(3 + 9);
  });
});

// A game whose every heap is unsettled (each move raises the heap, past the range) has no position to check a pattern
// at: it printed "✓ P-positions: only none — checked exactly at 0 positions" and "period 1 from n = 0".
describe("a heap game with no settled state", () => {
  it("claims no pattern and no period over zero positions", async () => {
    const grow: GameDefinition<number> = { name: "grow", rules: "add a token", shape: "heap", defaultRange: 20, moves: (n) => [n + 1], potential: (n) => -n };
    const result = await explore({ game: grow, parameters: {}, path: "grow.ts" }, { range: 20 });
    expect(result.claims).toEqual([]);
    expect(result.heap!.grundyPeriod).toBeUndefined();
    expect(formatReport(result, "grow").join("\n")).not.toMatch(/✓|period 1/);
  });
});
