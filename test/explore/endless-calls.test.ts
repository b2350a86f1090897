import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { explore } from "../../src/explore/explore";
import { runExploration } from "../../src/explore/explore-session";
import { moduleCall, saidWord, stopCountingWords, withinCallBound } from "../../src/explore/call-watch";
import { gameFromModule } from "../../src/explore/load-game";
import type { GameDefinition, Pair } from "../../src/problem-kit/game-definition";
import { runCommand } from "../helpers/cli";

// A game function that never returns held the tool host until its 120 s watchdog, whose message named no state
// ("said nothing about \"explore\" for 120 s"): the error now names the call and the state.
process.env.STONEBENCH_GAME_CALL_MS = "1500";

const run = (game: GameDefinition<any>, range: number, misere = false) => explore(gameFromModule({ game }, "loops.ts"), { range, misere });

describe("a module call that never returns", () => {
  it("moves(37) that loops, on the heap engine and in misère play, names moves(37)", async () => {
    const game: GameDefinition<number> = {
      name: "loops at 37",
      rules: "take 1 or 2",
      shape: "heap",
      defaultRange: 60,
      moves(n) {
        if (n === 37) for (;;);
        return [n - 1, n - 2].filter((m) => m >= 0);
      },
    };
    await expect(run(game, 60)).rejects.toThrow(/^loops\.ts: moves\(37\) did not return within 1\.5 s$/);
    await expect(run(game, 60, true)).rejects.toThrow(/moves\(37\) did not return/);
    // Below the loop the game is explored as before.
    expect((await run(game, 36)).view.values[36]).toBe(0);
  });

  it("a forEachMove that visits for ever at (20, 3) is named, as is an isState that loops", async () => {
    const base: GameDefinition<Pair> = {
      name: "take one",
      rules: "take 1 from a pile",
      shape: "pair",
      defaultRange: 30,
      moves([a, b]) {
        const out: Pair[] = [];
        if (a > 0) out.push([a - 1, b]);
        if (b > 0) out.push([a, b - 1]);
        return out;
      },
    };
    const visiting: GameDefinition<Pair> = {
      ...base,
      forEachMove([a, b], visit) {
        if (a > 0) visit(a - 1, b);
        if (b > 0) visit(a, b - 1);
        if (a === 20 && b === 3) for (;;) visit(a - 1, b);
      },
    };
    await expect(run(visiting, 30)).rejects.toThrow(/forEachMove\(\[20,3\]\) did not return within/);
    const looping: GameDefinition<Pair> = { ...base, isState: ([a, b]) => { if (a === 5 && b === 29) for (;;); return true; } };
    await expect(run(looping, 30)).rejects.toThrow(/isState\(\[5,29\]\) did not return within/);
  });

  it("a potential() that loops (asked for every state before the analysis) and a format() that loops in the report are named", async () => {
    const take: GameDefinition<Pair> = {
      name: "take one",
      rules: "take 1 from a pile",
      shape: "pair",
      defaultRange: 12,
      moves: ([a, b]) => [...(a > 0 ? [[a - 1, b] as const] : []), ...(b > 0 ? [[a, b - 1] as const] : [])],
    };
    await expect(run({ ...take, potential: ([a, b]: Pair) => { if (a === 3 && b === 4) for (;;); return a + b; } }, 12)).rejects.toThrow(/potential\(\[3,4\]\) did not return within/);
    const request = { path: "loops.ts", label: "loops.ts", overrides: {}, misere: false, json: false, svg: false, feed: false };
    const looping = { ...take, format: ([a, b]: Pair) => { if (a === 0 && b === 0) for (;;); return `${a}/${b}`; } };
    await expect(runExploration({ game: looping }, request, () => undefined)).rejects.toThrow(/format\(\[0,0\]\) did not return within/);
    // The game as a function of its parameters, looping for one of them.
    const made = (parameters: Record<string, number>) => { if (parameters.m === 0) for (;;); return take; };
    await expect(runExploration({ game: made, parameters: { m: 1 } }, { ...request, overrides: { m: 0 } }, () => undefined)).rejects.toThrow(/^loops\.ts: game\(\{"m":0\}\) did not return within/);
  });

  it("a moves() that loops only on a second call (the sums' check asks again) is named too", async () => {
    const seen = new Set<number>();
    const game: GameDefinition<number> = {
      name: "second call",
      rules: "take 1",
      shape: "heap",
      defaultRange: 20,
      sumOfHeaps: true,
      moves(n) {
        if (n === 15 && seen.has(n) && seen.size > 20) for (;;);
        seen.add(n);
        return n > 0 ? [n - 1] : [];
      },
    };
    await expect(run(game, 20)).rejects.toThrow(/moves\(15\) did not return within/);
  });
});

describe("a list of moves that never ends", () => {
  it("is one line naming the cause, not V8's native stack and 'stopped (SIGTRAP)' with a hint about memory or CPU", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "endless-list-"));
    try {
      const module = join(scratch, "endless.ts");
      writeFileSync(module, `export const game = { name: "endless", rules: "take 1 or 2", shape: "heap", defaultRange: 60, moves(n: number) { if (n === 37) { const out: number[] = []; for (;;) out.push(36); } return [n - 1, n - 2].filter((m) => m >= 0); } };\n`);
      const run = await runCommand("explore", ["--game", module]);
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toMatch(/^error: The tool host running .*endless\.ts stopped: a list or string grew past the largest size JavaScript allows \([\d,]+ elements\)\nhint: a tool builds a list that never ends/m);
      expect(run.stderr).not.toMatch(/Native stack|Fatal error|SIGTRAP|tool: /);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("runs one after the other with no word to the command between them", () => {
  it("share one bound from the last word, so the host's 120 s watchdog never comes first with its bare message", () => {
    const saved = process.env.STONEBENCH_GAME_CALL_MS;
    process.env.STONEBENCH_GAME_CALL_MS = "3000";
    try {
      saidWord();
      // A run of 2 s with no word (the patterns of a large range), then a module call that loops: 1 s is left of 3.
      const until = Date.now() + 2_000;
      withinCallBound(() => {
        while (Date.now() < until);
      });
      moduleCall.path = "loops.ts";
      expect(() =>
        withinCallBound(() => {
          moduleCall.name = "moves";
          moduleCall.state = 9;
          for (;;);
        }),
      ).toThrow(/^loops\.ts: moves\(9\) did not return within 1 s$/);
    } finally {
      stopCountingWords();
      process.env.STONEBENCH_GAME_CALL_MS = saved;
    }
  });
});
