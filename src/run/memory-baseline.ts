import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { cacheDir } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";
import { runProgram } from "./run-program";
import { sandboxLevel } from "../sandbox/sandbox-level";

const SAMPLES = 3;

/** How Node loads a built program: a .cjs as CommonJS, an .mjs as an ES module. */
export type NodeModuleFormat = "cjs" | "esm";

export function moduleFormatOf(program: string): NodeModuleFormat {
  return program.endsWith(".mjs") ? "esm" : "cjs";
}

/**
 * Peak RSS of an empty Node program run exactly like a solution (same flags, same preload, same module format).
 * A problem's memory limit applies to what a solution uses above this, so 32 MiB means 32 MiB of the
 * solution's own, not of Node's ~40 MiB runtime. Measured once per Node version, sandbox mode and format, then cached.
 * The format matters: an ES module's start loads Node's module loader, about 2 MiB more than a CommonJS start.
 */
export async function measureMemoryBaseline(options: { sandbox: boolean; workDir: string; format?: NodeModuleFormat }): Promise<number> {
  const format = options.format ?? "cjs";
  // Keyed by the sandbox level too: the level is probed once and cached beside it (sandbox/sandbox-level.ts). 2: the
  // levels without namespaces count memory as the kernel does (the launcher's --plain mode), no longer by samples. 3: run
  // with V8's semi-space set (run/node-flags.ts).
  const cacheFile = join(cacheDir, `memory-baseline-3-${process.version}-${sandboxLevel(options.sandbox)}-${format}.json`);
  try {
    const cached = JSON.parse(readFileSync(cacheFile, "utf8")) as { baselineKiB?: unknown };
    if (typeof cached.baselineKiB === "number" && cached.baselineKiB > 0) return cached.baselineKiB;
  } catch {
    // Not measured yet, or damaged: measure again.
  }
  const dir = mkdtempSync(join(options.workDir, "baseline-"));
  try {
    // In the cache, beside the built solutions: the sandbox reads programs there (the temp folder is hidden from it).
    mkdirSync(cacheDir, { recursive: true });
    const program = join(cacheDir, `baseline-empty.${format === "cjs" ? "cjs" : "mjs"}`);
    writeFileAtomic(program, "// An empty solution: what Node costs before any user code.\n");
    const input = join(dir, "empty.in");
    writeFileAtomic(input, "");
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const facts = await runProgram({
        launch: { kind: "node", program },
        inputPath: input,
        workDir: dir,
        label: `baseline-${i}`,
        timeLimitMs: 10_000,
        wallLimitMs: 20_000,
        memoryKillKiB: 1 << 22,
        outputLimitBytes: 1 << 20,
        sandbox: options.sandbox,
      });
      if (facts.exitCode === 0 && facts.memoryKiB > 0) samples.push(facts.memoryKiB);
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)];
    if (median === undefined) throw new Error("an empty Node program did not run cleanly");
    mkdirSync(cacheDir, { recursive: true });
    writeFileAtomic(cacheFile, JSON.stringify({ node: process.version, sandbox: options.sandbox, format, baselineKiB: median, samples }) + "\n");
    return median;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
