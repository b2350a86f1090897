import { describe, expect, it } from "vitest";
import { freshFirstRun } from "../../src/bench/fresh-first-run";
import { analyse } from "../../src/explore/analyse";
import { octalGame } from "../../src/problem-kit/octal";
import { repoRoot } from "../helpers/cli";

// The bench's (x) times a first run as `npm run explore` meets it: one analysis in a new node.

describe("freshFirstRun", () => {
  it("analyses in a new process the values this process computes, and says what the analysis alone cost there", async () => {
    const here = await analyse(octalGame("0.6"), { range: 5000 });
    const fresh = await freshFirstRun(repoRoot, "0.6", 5000);
    expect(fresh.sum).toBe(here.grundy.reduce((total, value) => total + value, 0));
    expect(fresh.cpu).toBeGreaterThan(0);
    expect(fresh.wall).toBeGreaterThan(0);
  }, 60_000);

  it("a code it cannot make fails with the child's own message", async () => {
    await expect(freshFirstRun(repoRoot, "4.07", 10)).rejects.toThrow(/exited 1: .*4\.07/s);
  }, 60_000);
});
