import { join } from "node:path";
import { buildProgram } from "../../build/build-program";
import { solutionsDir } from "../../paths";
import { loadEsbuild } from "../../util/load-on-demand";
import { builtMain, copyCase } from "../bench-fixtures";
import { mark, type BenchContext } from "../bench-context";
import { bareEnv, describeLoad, ratio, timeInterleavedCpu, type CommandSpecToTime } from "../measure";

const MANY = 100;

/**
 * (n) The judge's CPU per case (issue 27): CPU (user + sys of the whole process tree, wait4's count) beside wall, per
 * case, for the judge and a bare loop of the same program, in the same run; per case from runs of 1 and 100 copies of
 * a small case, so the judge's fixed cost (Node's start, the holder, the build's check) is apart. Then `--jobs 2` on
 * the 100 cases against the bare sequential loop.
 */
export async function benchJudgeCpu(context: BenchContext): Promise<void> {
  const { print } = context;
  print(`(n) the judge's CPU per case against a bare loop of the same program (${describeLoad()} at the start)`);
  const many = copyCase("hdu2516", "01-sample", MANY, context.workDir);
  const one = copyCase("hdu2516", "01-sample", 1, context.workDir);
  const node = await builtMain("hdu2516");
  // The judge builds TypeScript to CommonJS; the same code as an ES module (the build before issue 27's round) is
  // timed bare beside it, so both baselines are in the same run.
  const esm = join(context.workDir, "hdu2516-main.mjs");
  loadEsbuild().buildSync({ entryPoints: [join(solutionsDir(), "hdu2516", "main.ts")], bundle: true, platform: "node", format: "esm", target: "node20", outfile: esm, logLevel: "silent" });
  await compare(context, "main.ts (Node)", `"${process.execPath}" "${node}"`, join(solutionsDir(), "hdu2516", "main.ts"), many, one, { cpu: 1.15 }, `"${process.execPath}" "${esm}"`);
  const cpp = join(solutionsDir(), "hdu2516", "cpp", "main.cpp");
  const built = await buildProgram({ path: cpp, role: "solution" }).catch(() => undefined);
  if (built?.ok) await compare(context, "C++ (g++ -O2)", `"${join(built.program.dir!, "out", "main")}"`, cpp, many, one, { aboveMs: 1.5, whole: 1.5 });
  else print("    C++: does not build here; skipped");
  print(`    (${describeLoad()} at the end)`);
}

// STONEBENCH_BENCH_BEFORE=<another checkout> (with its node_modules): its judge is timed in the same rounds, for a
// before/after figure on the same load.
const BEFORE = process.env.STONEBENCH_BENCH_BEFORE;

function judge(context: BenchContext, solution: string, dir: string, extra: string[] = [], root = context.root): CommandSpecToTime {
  return { file: process.execPath, args: [join(root, "scripts", "launch.cjs"), "judge", "hdu2516", "--solution", solution, "--cases", dir, ...extra], env: bareEnv(), cwd: root };
}

function loop(dir: string, command: string): CommandSpecToTime {
  return { file: "bash", args: ["-c", `for f in "${dir}"/*.in; do ${command} < "$f" > /dev/null; done`], env: bareEnv() };
}

async function compare(
  context: BenchContext,
  what: string,
  bareCommand: string,
  solution: string,
  many: string,
  one: string,
  targets: { cpu?: number; aboveMs?: number; whole?: number },
  otherBare?: string,
): Promise<void> {
  const { print } = context;
  const before = BEFORE ? [judge(context, solution, many, [], BEFORE), judge(context, solution, one, [], BEFORE)] : [];
  const other = otherBare ? [loop(many, otherBare)] : [];
  const [bare, judged, single, jobs2, ...rest] = await timeInterleavedCpu([loop(many, bareCommand), judge(context, solution, many), judge(context, solution, one), judge(context, solution, many, ["--jobs", "2"]), ...other, ...before], context.repeats);
  const otherRun = otherBare ? rest.shift() : undefined;
  const [beforeMany, beforeOne] = rest;
  const perCase = (run: { wallMs: number; cpuMs: number }) => ({ wall: run.wallMs / MANY, cpu: run.cpuMs / MANY });
  const bareCase = perCase(bare!);
  const judgeCase = { wall: (judged!.wallMs - single!.wallMs) / (MANY - 1), cpu: (judged!.cpuMs - single!.cpuMs) / (MANY - 1) };
  const row = (label: string, c: { wall: number; cpu: number }) => print(`      ${label.padEnd(34)} cpu ${c.cpu.toFixed(2).padStart(7)} ms   wall ${c.wall.toFixed(2).padStart(7)} ms`);
  print(`    ${what}, ${MANY} copies of hdu2516/01-sample, per case (bash loop: bash's fork and exec included):`);
  row("bare loop", bareCase);
  if (otherRun) row("bare loop, the ES module build", perCase(otherRun));
  row("judge (from 1 and 100 cases)", judgeCase);
  if (beforeMany && beforeOne) row(`judge before (${BEFORE})`, { wall: (beforeMany.wallMs - beforeOne.wallMs) / (MANY - 1), cpu: (beforeMany.cpuMs - beforeOne.cpuMs) / (MANY - 1) });
  const cpuRatio = judgeCase.cpu / bareCase.cpu;
  const above = judgeCase.cpu - bareCase.cpu;
  if (otherRun) print(`      CPU per case ${ratio(judgeCase.cpu / perCase(otherRun).cpu)} the bare ES module build's`);
  print(`      CPU per case ${ratio(cpuRatio)} bare, ${above.toFixed(2)} ms above it${targets.cpu ? `   target ≤ ${ratio(targets.cpu)}  ${mark(cpuRatio <= targets.cpu)}` : ""}${targets.aboveMs ? `   target ≤ +${targets.aboveMs} ms  ${mark(above <= targets.aboveMs)}` : ""}`);
  const whole = judged!.wallMs / bare!.wallMs;
  print(`      whole run: judge ${(judged!.wallMs / 1000).toFixed(2)} s wall, ${(judged!.cpuMs / 1000).toFixed(2)} s CPU; bare ${(bare!.wallMs / 1000).toFixed(2)} s wall, ${(bare!.cpuMs / 1000).toFixed(2)} s CPU: ${ratio(whole)} wall${targets.whole ? `   target ≤ ${ratio(targets.whole)}  ${mark(whole <= targets.whole)}` : ""}`);
  const parallel = jobs2!.wallMs / bare!.wallMs;
  print(`      --jobs 2, whole run: ${(jobs2!.wallMs / 1000).toFixed(2)} s wall, ${(jobs2!.cpuMs / 1000).toFixed(2)} s CPU: ${ratio(parallel)} the bare sequential loop   target ≤ 0.60×  ${mark(parallel <= 0.6)}`);
  print(`      a one-case judge run: ${Math.round(single!.wallMs)} ms wall, ${Math.round(single!.cpuMs)} ms CPU (the fixed cost with its one case)`);
}
