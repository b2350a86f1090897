import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { InternalError } from "../errors";
import { cacheDir } from "../paths";
import { measureMemoryBaseline, moduleFormatOf } from "../run/memory-baseline";
import { runProgram } from "../run/run-program";
import { boxAvailable } from "../sandbox/sandboxed-argv";
import { sandboxLevel } from "../sandbox/sandbox-level";
import { writeFileAtomic } from "../util/atomic-write";
import { buildProgram, programLaunch, type BuiltProgram } from "./build-program";

const SAMPLES = 3;

/**
 * The memory a program's language uses before any code of the user's (languages/language.ts, BaselinePolicy): 0 for
 * a language whose whole process counts; else the peak RSS of the language's empty program, built and run exactly as
 * a solution is (same toolchain, flags and sandbox), the median of three, measured once per toolchain and level.
 */
export async function languageBaselineKiB(program: BuiltProgram, options: { sandbox: boolean; workDir: string }): Promise<number> {
  const language = program.language;
  if (language.baseline === "none") return 0;
  if (language.runtime === "node") return measureMemoryBaseline({ ...options, ...(program.nodeProgram ? { format: moduleFormatOf(program.nodeProgram) } : {}) });
  const boxed = await boxAvailable(options.sandbox);
  // v 2: without namespaces the kernel's count (the launcher's --plain mode) replaced /proc samples; v 3: a variant's
  // empty program is built as the variant (--lang cpython's was PyPy's, 52 MiB where CPython's is 13).
  const key = createHash("sha256")
    .update(JSON.stringify({ v: 3, id: language.id, run: language.run, env: language.env, runner: program.tools.runner?.identity ?? null, compiler: program.tools.compiler?.identity ?? null, level: sandboxLevel(options.sandbox), boxed }))
    .digest("hex")
    .slice(0, 32);
  const cacheFile = join(cacheDir, "baselines", `${language.id}-${key}.json`);
  try {
    const cached = JSON.parse(readFileSync(cacheFile, "utf8")) as { baselineKiB?: unknown };
    if (typeof cached.baselineKiB === "number" && cached.baselineKiB > 0) return cached.baselineKiB;
  } catch {
    // Not measured yet for this toolchain: measure.
  }
  const source = join(cacheDir, "hello", language.id, language.hello.file);
  writeFileAtomic(source, language.hello.text);
  // The program's own language, not its id's: --lang cpython is Python's id with python3 pinned in its commands.
  const built = await buildProgram({ path: source, language, role: "empty program", sandbox: options.sandbox });
  if (!built.ok) throw new InternalError(`${language.name}'s empty program does not build here: ${built.message.split("\n")[0]}`, `check the ${language.name} toolchain (${language.install}), or its commands in languages.yaml`);
  const input = join(options.workDir, "baseline-empty.in");
  writeFileAtomic(input, "");
  const samples: number[] = [];
  let said = "";
  for (let i = 0; i < SAMPLES; i++) {
    const launch = await programLaunch(built.program, { memoryLimitMiB: 256, stackMiB: 64, workDir: options.workDir, sandbox: options.sandbox });
    const facts = await runProgram({ launch, inputPath: input, workDir: options.workDir, label: `baseline-${language.id}-${i}`, timeLimitMs: 20_000, wallLimitMs: 60_000, memoryKillKiB: 4 << 20, outputLimitBytes: 1 << 20, sandbox: options.sandbox });
    if (facts.exitCode === 0 && facts.memoryKiB > 0) samples.push(facts.memoryKiB);
    else said = facts.stderrTail.trim().split("\n").slice(-2).join(" ") || `exit ${facts.exitCode ?? facts.signal}`;
    for (const suffix of [".out", ".err", ".report", ".usage"]) rmSync(join(options.workDir, `baseline-${language.id}-${i}${suffix}`), { force: true });
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  if (median === undefined) throw new InternalError(`${language.name}'s empty program does not run here: ${said}`, `check the ${language.name} toolchain (${language.install}), or its run command in languages.yaml`);
  mkdirSync(join(cacheDir, "baselines"), { recursive: true });
  writeFileAtomic(cacheFile, JSON.stringify({ language: language.id, baselineKiB: median, samples }) + "\n");
  return median;
}
