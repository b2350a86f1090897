import { copyCase, builtMain } from "../bench-fixtures";
import { mark, type BenchContext } from "../bench-context";
import { bareEnv, ms, ratio, shellEnv, timeInterleaved, type CommandSpecToTime } from "../measure";

const COPIES = 20;

/**
 * (a) `npm run judge` on 20 copies of a small case against the floor: a bash loop of `node main.mjs < case`
 * over the same 20 files. Also the marginal cost of one more case, from runs on 20 and 40 copies.
 */
export async function benchJudgeVsFloor(context: BenchContext): Promise<void> {
  const { print } = context;
  const program = await builtMain("hdu2516");
  const small = copyCase("hdu2516", "01-sample", COPIES, context.workDir);
  const double = copyCase("hdu2516", "01-sample", 2 * COPIES, context.workDir);
  const floor = (dir: string, env: Record<string, string>): CommandSpecToTime => ({
    file: "bash",
    args: ["-c", `for f in "${dir}"/*.in; do node "${program}" < "$f" > /dev/null; done`],
    env,
  });
  const judge = (dir: string, env: Record<string, string>): CommandSpecToTime => ({
    file: "npm",
    args: ["run", "--silent", "judge", "--", "hdu2516", "--cases", dir],
    env,
    cwd: context.root,
  });
  print(`(a) the judge against the floor: ${COPIES} copies of hdu2516/01-sample`);
  const bareEnvironment = bareEnv();
  for (const [label, env] of [["your shell's environment", shellEnv()], ["a bare environment (PATH and HOME only)", bareEnvironment]] as const) {
    const [floorSmall, judgeSmall, floorDouble, judgeDouble, npmAlone] = await timeInterleaved(
      [floor(small, env), judge(small, env), floor(double, env), judge(double, env), { file: "npm", args: ["run", "--silent", "env"], env, cwd: context.root }],
      context.repeats,
    );
    const whole = judgeSmall! / floorSmall!;
    const marginal = (judgeDouble! - judgeSmall!) / (floorDouble! - floorSmall!);
    // Issue 11's targets hold in the bare environment, where the floor is honest: the judge pre-starts the next case.
    const bare = env === bareEnvironment;
    const [wholeTarget, marginalTarget] = bare ? [1.0, 0.8] : [1.25, 1.05];
    print(`    in ${label}:`);
    print(`      floor  bash loop of \`node main.mjs < case\`       ${ms(floorSmall!).padStart(8)}`);
    print(`      judge  npm run judge -- hdu2516 --cases <dir>    ${ms(judgeSmall!).padStart(8)}   (npm run env alone: ${ms(npmAlone!)})`);
    print(`      whole run          ${ratio(whole).padStart(6)}   target ≤ ${ratio(wholeTarget)}  ${mark(whole <= wholeTarget)}`);
    print(
      `      marginal per case  ${ratio(marginal).padStart(6)}   target ≤ ${ratio(marginalTarget)}  ${mark(marginal <= marginalTarget)}   ` +
        `(judge ${((judgeDouble! - judgeSmall!) / COPIES).toFixed(1)} ms, floor ${((floorDouble! - floorSmall!) / COPIES).toFixed(1)} ms per extra case)`,
    );
  }
  print(`    The judge runs each solution with a minimal environment (PATH and LANG), so variables such as`);
  print(`    NODE_EXTRA_CA_CERTS, which slow Node's start in a shell, do not slow the judged runs.`);
}
