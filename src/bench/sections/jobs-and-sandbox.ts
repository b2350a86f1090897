import { mkdirSync, writeFileSync } from "node:fs";
import { cacheDir } from "../../paths";
import { join } from "node:path";
import { detectSandbox } from "../../sandbox/sandbox-level";
import { sharedHolder } from "../../sandbox/holder";
import { LAUNCHER_ENV, sandboxLauncher } from "../../sandbox/launcher-build";
import { sandboxedArgv } from "../../sandbox/sandboxed-argv";
import { builtMain, copyCase } from "../bench-fixtures";
import { mark, type BenchContext } from "../bench-context";
import { bareEnv, ms, ratio, shellEnv, timeInterleaved, type CommandSpecToTime } from "../measure";

const judge = (context: BenchContext, args: string[]): CommandSpecToTime => ({
  file: "node",
  args: [join(context.root, "scripts/launch.cjs"), "judge", ...args],
  env: shellEnv(),
  cwd: context.root,
});

/**
 * (b) Throughput of --jobs 2 against --jobs 1. Starting processes does not scale perfectly on every machine (exec
 * and page faults contend in the kernel), so the same work without the judge, one bash loop against two, is
 * measured beside it as the machine's own ceiling; a CPU-bound solution shows the judge when starts do not dominate.
 */
export async function benchJobs(context: BenchContext): Promise<void> {
  const print = context.print;
  const program = await builtMain("hdu2516");
  const dir = copyCase("hdu2516", "04-random-large", 40, context.workDir);
  const twenty = copyCase("hdu2516", "04-random-large", 20, context.workDir);
  const half = (parity: number) => `for f in "${dir}"/*.in; do n=\${f%.in}; n=\${n##*-}; if [ $((10#$n % 2)) -eq ${parity} ]; then node "${program}" < "$f" > /dev/null; fi; done`;
  const [one, two, oneOf20, twoOf20, serial, parallel] = await timeInterleaved(
    [
      judge(context, ["hdu2516", "--cases", dir, "--jobs", "1"]),
      judge(context, ["hdu2516", "--cases", dir, "--jobs", "2"]),
      judge(context, ["hdu2516", "--cases", twenty, "--jobs", "1"]),
      judge(context, ["hdu2516", "--cases", twenty, "--jobs", "2"]),
      { file: "bash", args: ["-c", `${half(0)}; ${half(1)}`], env: bareEnv() },
      { file: "bash", args: ["-c", `(${half(0)}) & (${half(1)}); wait`], env: bareEnv() },
    ],
    context.repeats,
  );
  // Throughput is cases per second once running: the 20 extra cases of the 40-case run, free of the fixed start-up.
  const perCaseOne = (one! - oneOf20!) / 20;
  const perCaseTwo = (two! - twoOf20!) / 20;
  const throughput = perCaseOne / perCaseTwo;
  const ceiling = serial! / parallel!;
  print(`(b) --jobs 2 against --jobs 1`);
  print(`      40 copies of hdu2516/04-random-large:  --jobs 1 ${ms(one!).padStart(7)}   --jobs 2 ${ms(two!).padStart(7)}   whole run ${ratio(one! / two!)} (the judge's fixed start-up included)`);
  print(
    `      per case, from runs on 20 and 40 copies:  --jobs 1 ${perCaseOne.toFixed(1)} ms   --jobs 2 ${perCaseTwo.toFixed(1)} ms   throughput ${ratio(throughput)}   target ≥ 1.7×  ${mark(throughput >= 1.7)}`,
  );
  print(`      the same 40 runs without the judge (bare env, as the judge runs them): one loop ${ms(serial!).padStart(7)}   two loops ${ms(parallel!).padStart(6)}   the machine's ceiling ${ratio(ceiling)}`);
  const busy = copyCase("hdu2516", "01-sample", 12, context.workDir);
  const slow = join(context.root, "test/fixtures/solutions/ac-slow.ts");
  const [busyOne, busyTwo] = await timeInterleaved(
    [judge(context, ["hdu2516", "--cases", busy, "--solution", slow, "--jobs", "1"]), judge(context, ["hdu2516", "--cases", busy, "--solution", slow, "--jobs", "2"])],
    context.repeats,
  );
  const busySpeedup = busyOne! / busyTwo!;
  print(`      12 runs of a 300 ms CPU-bound solution: --jobs 1 ${ms(busyOne!).padStart(7)}   --jobs 2 ${ms(busyTwo!).padStart(7)}   throughput ${ratio(busySpeedup)}   target ≥ 1.7×  ${mark(busySpeedup >= 1.7)}`);
}

const STARTS = 40;

// The argv of a launcher other than the one this machine uses (the fallback's cost, side by side).
async function withLauncher<T>(launcher: string, make: () => Promise<T>): Promise<T> {
  const before = process.env[LAUNCHER_ENV];
  process.env[LAUNCHER_ENV] = launcher;
  try {
    return await make();
  } finally {
    if (before === undefined) delete process.env[LAUNCHER_ENV];
    else process.env[LAUNCHER_ENV] = before;
  }
}

/**
 * (d) The sandbox's cost. Per process: a bash loop of 40 starts of an empty program, bare against the same starts
 * wrapped as the judge wraps them (prlimit only; the namespaces: into the judge's holder, a fresh user and PID
 * namespace and /proc, a session, the limits), through the compiled launcher and through util-linux's chain, all in a
 * bare environment. Then the whole judge with and without the sandbox.
 */
export async function benchSandbox(context: BenchContext): Promise<void> {
  const { print } = context;
  // In the build cache: the sandbox hides the temp folder, as it does for the judge.
  mkdirSync(cacheDir, { recursive: true });
  const empty = join(cacheDir, "bench-empty.mjs");
  writeFileSync(empty, "");
  const loop = (argv: string[]): CommandSpecToTime => ({
    file: "bash",
    args: ["-c", `for i in $(seq ${STARTS}); do ${argv.map((word) => `'${word}'`).join(" ")} < /dev/null > /dev/null; done`],
    env: bareEnv(),
  });
  const node = [process.execPath, empty];
  const limits = { cpuSeconds: 10, fileSizeBytes: 1 << 30 };
  const level = detectSandbox().level;
  const wrapped = await sandboxedArgv(node, limits, "permission-model");
  const namespaced = level === "namespaces" ? await sandboxedArgv(node, limits, "namespaces") : undefined;
  const launcher = namespaced ? await sandboxLauncher(await sharedHolder()) : undefined;
  const chain = launcher?.path ? await withLauncher("util-linux", () => sandboxedArgv(node, limits, "namespaces")) : undefined;
  const [bare, limited, sandboxed, chained] = await timeInterleaved(
    [loop(node), loop(wrapped.argv), ...(namespaced ? [loop(namespaced.argv)] : []), ...(chain ? [loop(chain.argv)] : [])],
    context.repeats,
  );
  const perStart = bare! / STARTS;
  print(`(d) the sandbox's cost`);
  print(`      per process, ${STARTS} starts of an empty program in a bare environment: node ${(perStart).toFixed(1)} ms each`);
  print(`      prlimit only (permission-model level)   +${((limited! - bare!) / STARTS).toFixed(1)} ms   ${ratio(limited! / bare!)}`);
  if (sandboxed === undefined) print(`      namespaces: unavailable here (${detectSandbox().reason})`);
  else {
    const cost = (sandboxed - bare!) / STARTS;
    const how = launcher?.path ? "the compiled launcher, one exec" : `nsenter, unshare, setsid, prlimit: no compiled launcher (${launcher && "why" in launcher ? launcher.why : ""})`;
    print(`      namespaces (${how})  +${cost.toFixed(1)} ms   ${ratio(sandboxed / bare!)}   cost ${((100 * cost) / perStart).toFixed(0)}% of a bare start   target ≤ 10%  ${mark(cost <= perStart * 0.1)}`);
    if (chained !== undefined) {
      const chainCost = (chained - bare!) / STARTS;
      print(`      namespaces (util-linux's nsenter, unshare, setsid, prlimit: the fallback without a C compiler)  +${chainCost.toFixed(1)} ms   ${ratio(chained / bare!)}   ${((100 * chainCost) / perStart).toFixed(0)}%`);
    }
  }
  const dir = copyCase("hdu2516", "01-sample", 40, context.workDir);
  const [open, judged] = await timeInterleaved([judge(context, ["hdu2516", "--cases", dir, "--no-sandbox"]), judge(context, ["hdu2516", "--cases", dir])], context.repeats);
  print(`      the whole judge, 40 copies of hdu2516/01-sample (${level}, the next case pre-started under the running one):`);
  print(`      --no-sandbox ${ms(open!).padStart(8)}    sandboxed ${ms(judged!).padStart(8)}    ${ratio(judged! / open!)}, ${((judged! - open!) / 40).toFixed(1)} ms per case`);
}
