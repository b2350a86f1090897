// docs/interactive.md's play-nim row states the interactor's bounds; they went stale once (10^5 piles, 25,000 moves).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_PILES } from "../../problems/play-nim/validate";
import { repoRoot } from "../helpers/cli";

const read = (path: string) => readFileSync(join(repoRoot, path), "utf8");

describe("docs/interactive.md on play-nim", () => {
  it("names the piles' bound and the move after which the interactor resigns, as the code has them", () => {
    const row = read("docs/interactive.md").split("\n").find((line) => line.startsWith("| play-nim ("));
    expect(row).toBeDefined();
    const resign = /RESIGN_AFTER = ([0-9_]+);/.exec(read("problems/play-nim/interactor.ts"));
    expect(resign).not.toBeNull();
    const resignAfter = Number(resign![1]!.replace(/_/g, ""));
    expect(row).toContain(`≤ 10^${Math.log10(MAX_PILES)} piles`);
    expect(row).toContain(`after ${resignAfter.toLocaleString("en-US")} losing moves`);
  });
});
