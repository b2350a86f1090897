import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli";

// A one-off `npm run explore` is a process's first analysis: optimised code that V8 drops there (a deopt, or a compile
// thrown away) is paid in that run only, which is the run a user times. Each case runs in a fresh node, with V8's own
// trace; compiles are made on the main thread (--no-concurrent-recompilation) so that when each happens does not hang
// on the machine's load.

/** The functions of the heap engine and the octal games' moves, by name, read from their sources. */
function engineFunctions(): Set<string> {
  const names = new Set<string>();
  for (const file of ["src/explore/split-mex.ts", "src/explore/heap-engine.ts", "src/explore/octal-code.ts", "src/problem-kit/octal.ts"]) {
    const source = readFileSync(join(repoRoot, file), "utf8");
    for (const match of source.matchAll(/^\s*(?:export )?(?:private |readonly |static |async )*(?:function )?([A-Za-z_]\w*)\s*(?:<[^>]*>)?\(/gm)) names.add(match[1]!);
    for (const match of source.matchAll(/const (\w+) = \(/g)) names.add(match[1]!);
  }
  for (const word of ["if", "for", "while", "switch", "return", "catch", "constructor"]) names.delete(word);
  return names;
}

/**
 * Runs `script` (an ES module; "./src/…" is the repository's) bundled into one file, so that no loader thread of its
 * own prints V8's trace lines into the middle of the analysis's (tsx's hooks run in one), and returns its stdout.
 */
async function v8Trace(script: string, flags: string[]): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), "stonebench-first-run-"));
  try {
    const entry = join(scratch, "entry.ts");
    writeFileSync(entry, script.replaceAll('"./src/', `"${repoRoot}/src/`));
    const bundle = join(scratch, "entry.mjs");
    await build({ entryPoints: [entry], bundle: true, platform: "node", format: "esm", target: "es2022", outfile: bundle, logLevel: "silent" });
    const result = await execa(process.execPath, [...flags, bundle], { cwd: repoRoot, reject: false, timeout: 120_000 });
    expect(result.exitCode, result.stderr).toBe(0);
    return result.stdout;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The engine's functions whose optimised code was dropped or whose compile was thrown away, one line each. */
function dropped(trace: string): string[] {
  const names = engineFunctions();
  const lines: string[] = [];
  for (const line of trace.split("\n")) {
    const match = /^\[(?:bailout \(kind: deopt-eager, reason: ([^)]*)\): begin\. deoptimizing .*?<JSFunction (\w+)|marking dependent code .*?<SharedFunctionInfo (\w+)>.*?reason: ([^\]]*)|aborted optimizing .*?<JSFunction (\w+).*?because: ([^-]*))/.exec(line);
    if (!match) continue;
    const name = match[2] ?? match[3] ?? match[5]!;
    if (names.has(name)) lines.push(`${name}: ${(match[1] ?? match[4] ?? match[6]!).trim()}`);
  }
  return lines;
}

describe("the explorer's first run in a process", () => {
  it("Officers (0.6) to 30,000 heaps keeps every optimised function of the engine it compiled", async () => {
    const script = `
      import { analyse } from "./src/explore/analyse.ts";
      import { octalGame } from "./src/problem-kit/octal.ts";
      const { grundy } = await analyse(octalGame("0.6"), { range: 30_000 });
      console.log("G(30000) = " + grundy[30_000]);
    `;
    const trace = await v8Trace(script, ["--trace-opt", "--trace-deopt", "--no-concurrent-recompilation"]);
    // The run compiled the engine (else the trace proves nothing) and computed the value.
    expect(trace).toMatch(/completed compiling .*<JSFunction mexWithRests/);
    expect(trace).toMatch(/G\(30000\) = \d+/);
    expect(dropped(trace)).toEqual([]);
  }, 150_000);

  it("mexWithRests' optimised code holds one copy of the scan's inner loop (firstWanted inlined once)", async () => {
    // Every process compiles the engine anew: code compiled twice over is paid in each first run.
    const script = `
      import { analyse } from "./src/explore/analyse.ts";
      import { octalGame } from "./src/problem-kit/octal.ts";
      await analyse(octalGame("0.6"), { range: 30_000 });
    `;
    const trace = await v8Trace(script, ["--trace-turbo-inlining", "--no-concurrent-recompilation"]);
    const inlined = trace.split("\n").filter((line) => /Inlining .*SharedFunctionInfo firstWanted>.* into .*SharedFunctionInfo mexWithRests>/.test(line));
    expect(inlined).toHaveLength(1);
  }, 150_000);

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
