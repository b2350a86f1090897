import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { sourceFromFile, sourceFromText } from "../../check/chunk-source";
import { compareOutputs } from "../../check/compare-output";
import { casesDir, solutionsDir } from "../../paths";
import { findProblem, listProblemIds } from "../../problem/find-problem";
import { builtMain, largestCase } from "../bench-fixtures";
import { mark, type BenchContext } from "../bench-context";
import { bareEnv, ms, ratio, timeInterleaved } from "../measure";

const TARGET = 1.5;
const MEASURABLE_MS = 5;

/**
 * Each problem's main.ts against a straightforward C++ solution (scanf/printf, g++ -O2) on the problem's largest
 * case, in the same run. Both pay a process start; the net figure subtracts each language's empty program.
 */
export async function benchVersusCpp(context: BenchContext): Promise<void> {
  const { print } = context;
  print(`(e) main.ts against C++ (g++ -O2, scanf/printf) on each problem's largest case`);
  const gxx = await execa("g++", ["--version"], { reject: false }).catch(() => undefined);
  if (!gxx || gxx.exitCode !== 0) {
    print("      skipped: g++ is not installed here (apt-get install g++ to compare against C++)");
    return;
  }
  const emptyCpp = await compile(context, "empty", "int main() { return 0; }\n");
  const emptyNode = join(context.workDir, "empty.mjs");
  writeFileSync(emptyNode, "");
  const emptyInput = join(context.workDir, "empty.in");
  writeFileSync(emptyInput, "");
  // Start-up is a large share of these runs, so the empty programs are timed in the same rounds as each problem.
  const repeats = Math.max(context.repeats * 3, 15);
  print(`      each figure is the median of ${repeats} runs; "net" subtracts an empty program's start-up, timed alongside`);
  for (const id of listProblemIds()) {
    // cpp/stdio.cpp where main.cpp's output needed fast I/O to stay clear of the limit (hdu2177): the yardstick stays scanf/printf.
    const stdio = join(solutionsDir(), id, "cpp", "stdio.cpp");
    const source = existsSync(stdio) ? stdio : join(solutionsDir(), id, "cpp", "main.cpp");
    if (!existsSync(source)) {
      print(`      ${id}: no solutions/${id}/cpp/main.cpp, skipped`);
      continue;
    }
    const binary = await compile(context, id, readFileSync(source, "utf8"));
    if (!binary) continue;
    const name = largestCase(id);
    const input = join(casesDir(), id, `${name}.in`);
    const answer = join(casesDir(), id, `${name}.out`);
    const cppOutput = await execa(binary, [], { inputFile: input, env: bareEnv(), extendEnv: false, reject: false, maxBuffer: 1 << 30 });
    const verdict = compareOutputs(sourceFromFile(answer), sourceFromText(String(cppOutput.stdout)), { mode: "hdu" }).verdict;
    if (verdict !== "AC") {
      print(`      ${id}: the C++ reference gets ${verdict} on ${name}; not comparing`);
      continue;
    }
    const program = await builtMain(id);
    const [nodeStart, node, cppStart, cpp] = await timeInterleaved(
      [
        { file: "node", args: [emptyNode], env: bareEnv(), input: emptyInput },
        { file: "node", args: [program], env: bareEnv(), input },
        { file: emptyCpp!, args: [], env: bareEnv(), input: emptyInput },
        { file: binary, args: [], env: bareEnv(), input },
      ],
      repeats,
    );
    const cppWork = cpp! - cppStart!;
    const net = Math.max(node! - nodeStart!, 1) / Math.max(cppWork, 1);
    const limit = findProblem(id).config.timeLimitMs;
    // Below a few ms of work, the difference of two start-up-dominated timings is noise, not a ratio.
    const comparison = cppWork < MEASURABLE_MS ? `too small to compare (C++ works ${cppWork.toFixed(1)} ms)` : `${ratio(net).padStart(6)}  target ≤ ${TARGET}× ${mark(net <= TARGET)}`;
    print(
      `      ${id.padEnd(8)} ${name.padEnd(22)} node ${ms(node!).padStart(6)} (empty ${ms(nodeStart!)})  C++ ${ms(cpp!).padStart(6)} (empty ${ms(cppStart!)})  ` +
        `whole ${ratio(node! / cpp!).padStart(6)}  net of start-up ${comparison}  (HDU limit ${limit} ms ${mark(node! < limit / 4)})`,
    );
  }
}

async function compile(context: BenchContext, name: string, source: string): Promise<string | undefined> {
  const file = join(context.workDir, `${name}.cpp`);
  const binary = join(context.workDir, `${name}-cpp`);
  writeFileSync(file, source);
  const result = await execa("g++", ["-O2", "-std=c++17", "-o", binary, file], { reject: false });
  if (result.exitCode !== 0) {
    context.print(`      ${name}: the C++ reference does not compile: ${String(result.stderr).split("\n")[0]}`);
    return undefined;
  }
  return binary;
}
