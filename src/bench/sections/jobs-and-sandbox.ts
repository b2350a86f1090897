import { join } from "node:path";
import { copyCase } from "../bench-fixtures";
import { mark, type BenchContext } from "../bench-context";
import { ms, ratio, shellEnv, timeInterleaved, type CommandSpecToTime } from "../measure";

const judge = (context: BenchContext, args: string[]): CommandSpecToTime => ({
  file: "node",
  args: [join(context.root, "scripts/launch.mjs"), "judge", ...args],
  env: shellEnv(),
  cwd: context.root,
});

/** (b) Throughput of --jobs 2 against --jobs 1, on 40 copies of the large random case. */
export async function benchJobs(context: BenchContext): Promise<void> {
  const dir = copyCase("hdu2516", "04-random-large", 40, context.workDir);
  const [one, two] = await timeInterleaved([judge(context, ["hdu2516", "--cases", dir, "--jobs", "1"]), judge(context, ["hdu2516", "--cases", dir, "--jobs", "2"])], context.repeats);
  const speedup = one! / two!;
  context.print(`(b) --jobs 2 against --jobs 1: 40 copies of hdu2516/04-random-large`);
  context.print(`      --jobs 1 ${ms(one!).padStart(8)}    --jobs 2 ${ms(two!).padStart(8)}    throughput ${ratio(speedup)}   target ≥ 1.7×  ${mark(speedup >= 1.7)}`);
}

/** The sandbox's cost: the same 40 small cases with and without Node's permission model. */
export async function benchSandbox(context: BenchContext): Promise<void> {
  const dir = copyCase("hdu2516", "01-sample", 40, context.workDir);
  const [open, sandboxed] = await timeInterleaved([judge(context, ["hdu2516", "--cases", dir, "--no-sandbox"]), judge(context, ["hdu2516", "--cases", dir])], context.repeats);
  context.print(`(d) the sandbox's cost: 40 copies of hdu2516/01-sample`);
  context.print(
    `      --no-sandbox ${ms(open!).padStart(8)}    sandboxed ${ms(sandboxed!).padStart(8)}    ${ratio(sandboxed! / open!)}, ` +
      `${((sandboxed! - open!) / 40).toFixed(1)} ms per case`,
  );
}
