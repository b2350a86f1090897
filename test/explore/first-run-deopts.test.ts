import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli";

// A one-off `npm run explore` is a process's first analysis: optimised code that V8 drops there (a deopt, or a compile
// thrown away) is paid in that run only, which is the run a user times. Each case runs in a fresh node, with V8's own
// trace; compiles are made on the main thread (--no-concurrent-recompilation) so that when each happens does not hang
// on the machine's load.

async function v8Trace(script: string, flags: string[]): Promise<string> {
  const result = await execa(process.execPath, [...flags, "--import", "tsx", "--input-type=module", "-e", script], { cwd: repoRoot, reject: false, timeout: 120_000 });
  expect(result.exitCode, result.stderr).toBe(0);
  return result.stdout;
}

describe("the explorer's first run in a process", () => {
  it("octal and subtraction games give their moves and rests as packed small-integer arrays at every heap, as push makes", async () => {
    // V8's own view of each array (natives syntax, in the child only): one kind of array for the engine's loops over
    // every game, where the flatMap'd takes gave holey arrays and a subtraction game's arrays of any value.
    const script = `
      import { octalGame, subtractionGame } from "./src/problem-kit/octal.ts";
      const packedSmi = new Function("a", "return %HasSmiElements(a) && !%HasHoleyElements(a)");
      const games = [octalGame("0.6"), octalGame("0.77"), octalGame("0.07"), octalGame("0.137"), subtractionGame([1, 3, 4]), subtractionGame([5, 2])];
      const wrong = [];
      for (const game of games) for (let n = 0; n <= 40; n++) {
        for (const [what, list] of [["moves", game.moves(n)], ["splitRests", game.splitRests ? game.splitRests(n) : []]]) if (!packedSmi(list)) wrong.push(game.name + " " + what + "(" + n + ")");
      }
      const pushed = []; pushed.push(3);
      console.log(JSON.stringify({ reference: packedSmi(pushed), wrong: wrong.slice(0, 5), count: wrong.length }));
    `;
    const said = JSON.parse((await v8Trace(script, ["--allow-natives-syntax"])).trim().split("\n").pop()!) as { reference: boolean; wrong: string[]; count: number };
    expect(said).toEqual({ reference: true, wrong: [], count: 0 });
  }, 60_000);
});
