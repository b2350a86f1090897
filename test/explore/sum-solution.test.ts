import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { feedItems } from "../../src/explore/feed-items";
import { gameFromModule } from "../../src/explore/load-game";
import type { GameModule } from "../../src/problem-kit/game-definition";
import { octalGame } from "../../src/problem-kit/octal";
import { grundyByRecursion } from "./helpers";

// --solution on sums of a game that splits heaps (Kayles rows): the expected answers must follow the splits, which a
// direct search over tuples of heaps (moves() only) does not see.

const kaylesOptions = (n: number): number[][] => {
  const out: number[][] = [];
  for (const j of [1, 2]) for (let a = 0; a <= n - j - a; a++) out.push([a, n - j - a]);
  return out;
};

const rows = (count: number, max: number): Partial<GameModule> => ({
  game: { ...octalGame("0.77", "Kayles on several rows", 60), sumOfHeaps: true },
  problem: {
    toInstance: (piles) => ((piles as number[]).every((a) => a >= 1) ? [...(piles as number[])] : undefined),
    answer: (piles, truth) => (truth.isP(piles as number[]) ? "No" : "Yes"),
    sumPiles: { count, max },
  },
});

/** Misère value of a sum of Kayles rows by a plain memoised search over sorted heaps: the test's own oracle. */
function misereP(heaps: number[], memo = new Map<string, boolean>()): boolean {
  const key = heaps.filter((h) => h > 0).sort((x, y) => x - y).join(",");
  const known = memo.get(key);
  if (known !== undefined) return known;
  const live = key ? key.split(",").map(Number) : [];
  let p: boolean;
  if (live.length === 0) p = false; // the player to move has no move: in misère play they have won
  else p = !live.some((h, i) => kaylesOptions(h).some((parts) => misereP([...live.slice(0, i), ...live.slice(i + 1), ...parts], memo)));
  memo.set(key, p);
  return p;
}

describe("--solution truth for sums of a game that splits heaps", () => {
  it("Kayles rows in normal play: the expected answer is the xor of Kayles values (1,1,3 is N: Yes)", async () => {
    const result = await explore(gameFromModule(rows(3, 10), "kayles-rows.ts"));
    const items = feedItems(result);
    const G = grundyByRecursion(kaylesOptions, 10);
    expect(items.find((item) => item.position === "1,1,3")!.expected).toEqual(["Yes"]);
    for (const item of items) {
      const piles = item.instance as number[];
      expect(item.expected, item.position).toEqual([piles.reduce((x, h) => x ^ G[h]!, 0) === 0 ? "No" : "Yes"]);
    }
  });

  it("misère Kayles rows: the expected answer comes from a search that applies the splits", async () => {
    const result = await explore(gameFromModule(rows(3, 6), "kayles-rows.ts"), { misere: true });
    const items = feedItems(result);
    expect(items.length).toBe(6 + 36 + 216);
    for (const item of items) expect(item.expected, item.position).toEqual([misereP(item.instance as number[]) ? "No" : "Yes"]);
  });

  it("a sum too large for the analysed heaps is refused with a hint, not answered from missing values", async () => {
    const result = await explore(gameFromModule(rows(2, 12), "kayles-rows.ts"), { range: 8 });
    expect(() => feedItems(result)).toThrow(/covers heaps ≤ 8/);
  });
});
