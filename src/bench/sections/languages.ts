import { join } from "node:path";
import { buildProgram, type BuiltProgram } from "../../build/build-program";
import { solutionsDir } from "../../paths";
import { copyCase } from "../bench-fixtures";
import { mark, type BenchContext } from "../bench-context";
import { bareEnv, median, ms, ratio, timeInterleaved, type CommandSpecToTime } from "../measure";
import { findOnPath } from "../../sandbox/holder-setup";

/**
 * (m) Other languages: the judge's own cost per case once a program starts in about 1 ms (C++), what a cached build
 * adds, and Python's and Java's cost per case against a bare loop of the same interpreter, in the same run. Issue 21's
 * targets are printed beside each figure; the judge is not yet built to meet the C++ one (one Node spawn per case).
 */
export async function benchLanguages(context: BenchContext): Promise<void> {
  const { print } = context;
  print("(m) other languages: the judge against bare loops of the same programs");
  const cpp = await built(join(solutionsDir(), "hdu2516", "cpp", "main.cpp"), print);
  if (cpp) await cppCases(context, cpp);
  if (cpp) await cachedBuild(context);
  for (const [file, what] of [["py/main.py", "Python"], ["java/Main.java", "Java"]] as const) {
    const program = await built(join(solutionsDir(), "hdu1527", file), print);
    if (program) await perCase(context, program, what, file);
  }
}

async function built(path: string, print: (line: string) => void): Promise<BuiltProgram | undefined> {
  try {
    const result = await buildProgram({ path, role: "solution" });
    if (result.ok) return result.program;
    print(`      ${path}: does not build here: ${result.message.split("\n")[0]}`);
  } catch (error) {
    print(`      ${path}: skipped: ${(error as Error).message}`);
  }
  return undefined;
}

// The judge without npm (which costs 150-200 ms here alone; section a has it), in the bare environment.
function judge(context: BenchContext, problem: string, solution: string, dir: string): CommandSpecToTime {
  return { file: process.execPath, args: [join(context.root, "scripts", "launch.cjs"), "judge", problem, "--solution", solution, "--cases", dir], env: bareEnv(), cwd: context.root };
}

function loop(dir: string, command: string): CommandSpecToTime {
  return { file: "bash", args: ["-c", `for f in "${dir}"/*.in; do ${command} < "$f" > /dev/null; done`], env: bareEnv() };
}

async function cppCases(context: BenchContext, program: BuiltProgram): Promise<void> {
  const { print } = context;
  const hundred = copyCase("hdu2516", "01-sample", 100, context.workDir);
  const one = copyCase("hdu2516", "01-sample", 1, context.workDir);
  const solution = join(solutionsDir(), "hdu2516", "cpp", "main.cpp");
  const binary = join(program.dir!, "out", "main");
  const oj = ojCommand();
  // Not our program: bounded at 2 minutes a run (100 cases take oj about a second).
  const ojRun: CommandSpecToTime[] = oj ? [{ file: oj, args: ["test", "-c", binary, "-d", hundred], env: bareEnv(), timeoutMs: 120_000 }] : [];
  const [bare, whole, single, ojWhole] = await timeInterleaved([loop(hundred, `"${binary}"`), judge(context, "hdu2516", solution, hundred), judge(context, "hdu2516", solution, one), ...ojRun], context.repeats);
  const perCase = (whole! - single!) / 99;
  const ojFigure = ojWhole !== undefined ? `oj test on the same cases: ${ms(ojWhole)}, ${ratio(ojWhole / bare!)} the bare loop` : "oj's figure: not measured, online-judge-tools is not installed here (STONEBENCH_OJ names it)";
  print(`    C++, 100 tiny cases (hdu2516/01-sample), the build cached:`);
  print(`      bare loop of ./a.out         ${ms(bare!).padStart(8)}   (${(bare! / 100).toFixed(2)} ms a case)`);
  print(`      node launch.cjs judge        ${ms(whole!).padStart(8)}   (${perCase.toFixed(2)} ms a case, from 1 and 100 cases)`);
  print(`      whole run ${ratio(whole! / bare!).padStart(8)}   target ≤ 1.50×  ${mark(whole! / bare! <= 1.5)}   (${ojFigure})`);
  print(`      a judge run of one case costs ${ms(single! - bare! / 100)} beyond the case itself (Node's start, the sandbox's holder, the command)`);
}

async function cachedBuild(context: BenchContext): Promise<void> {
  // What a cached build costs a judge run: finding the toolchain (stat, its cached identity), hashing the source,
  // checking the build's manifest. In this process, after a first call has started the sandbox's holder.
  const path = join(solutionsDir(), "hdu2516", "cpp", "main.cpp");
  await buildProgram({ path, role: "solution" });
  const times: number[] = [];
  for (let i = 0; i < Math.max(20, context.repeats * 4); i++) {
    const started = performance.now();
    await buildProgram({ path, role: "solution" });
    times.push(performance.now() - started);
  }
  const cost = median(times);
  context.print(`    a cached C++ build adds ${cost.toFixed(1)} ms to a judge run   target ≤ 30 ms  ${mark(cost <= 30)}`);
}

async function perCase(context: BenchContext, program: BuiltProgram, what: string, file: string): Promise<void> {
  // Per case from the difference of 10 and 50 copies (10 and 20 moved the ratio by ±0.15 from run to run).
  const ten = copyCase("hdu1527", "01-sample", 10, context.workDir);
  const fifty = copyCase("hdu1527", "01-sample", 50, context.workDir);
  const solution = join(solutionsDir(), "hdu1527", file);
  const runner = program.tools.runner?.path ?? "";
  // The bare loop runs the same interpreter with the judge's own flags for it (Java's heap and stack, as for 64 MiB).
  // And with the language's environment (Python's PYPY_GC_NURSERY among it), as bash assignments: no extra exec.
  const env = Object.entries(program.language.env).map(([key, value]) => `${key}='${value}' `).join("");
  const command = env + (what === "Java" ? `"${runner}" -Xss64m -Xmx64m -XX:+UseSerialGC -XX:-UsePerfData -cp "${program.dir}/out" ${program.mainClass}` : `"${runner}" "${program.dir}/${program.main}"`);
  const [bareTen, bareFifty, judgeTen, judgeFifty] = await timeInterleaved([loop(ten, command), loop(fifty, command), judge(context, "hdu1527", solution, ten), judge(context, "hdu1527", solution, fifty)], context.repeats);
  const bare = (bareFifty! - bareTen!) / 40;
  const judged = (judgeFifty! - judgeTen!) / 40;
  context.print(`    ${what} (${program.tools.runner?.version ?? ""}), per case, from 10 and 50 copies of hdu1527/01-sample:`);
  context.print(`      bare ${bare.toFixed(1)} ms, judge ${judged.toFixed(1)} ms: ${ratio(judged / bare).padStart(6)}   target ≤ 1.10×  ${mark(judged / bare <= 1.1)}`);
}

// online-judge-tools' oj where it is installed (STONEBENCH_OJ names it, else `oj` on PATH), timed in the same rounds on
// the same cases: `oj test -c <a.out> -d <dir>`, its defaults (one case at a time, <name>.in and <name>.out).
function ojCommand(): string | undefined {
  return process.env.STONEBENCH_OJ || findOnPath("oj", process.env.PATH ?? "");
}
