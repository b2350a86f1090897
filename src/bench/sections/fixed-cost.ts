import { join } from "node:path";
import { builtMain } from "../bench-fixtures";
import { mark, type BenchContext } from "../bench-context";
import { bareEnv, ms, ratio, timeInterleaved, type CommandSpecToTime } from "../measure";

const TARGET_MS = 150;

/**
 * (h) The fixed cost of one command: `npm run judge hdu2516 --case 01-sample` (one small case) against a bare
 * `node main.mjs < case`, all in a bare environment (PATH and HOME), interleaved. The launcher alone
 * (`node scripts/launch.cjs judge …`) and `npm run env` are timed alongside, to show what npm itself adds.
 */
export async function benchFixedCost(context: BenchContext): Promise<void> {
  const { print, root } = context;
  const program = await builtMain("hdu2516");
  const input = join(root, "cases", "hdu2516", "01-sample.in");
  const env = bareEnv();
  const args = ["judge", "hdu2516", "--case", "01-sample"];
  const commands: CommandSpecToTime[] = [
    { file: "node", args: [program], env, input },
    { file: "node", args: [join(root, "scripts", "launch.cjs"), ...args], env, cwd: root },
    { file: "npm", args: ["run", "--silent", ...args], env, cwd: root },
    { file: "npm", args: ["run", "--silent", "env"], env, cwd: root },
  ];
  const [bare, launch, npmJudge, npmAlone] = await timeInterleaved(commands, context.repeats);
  const over = npmJudge! - bare!;
  print(`(h) fixed cost: one small case (hdu2516/01-sample), bare environment (PATH and HOME only)`);
  print(`      bare   node main.mjs < case                           ${ms(bare!).padStart(7)}`);
  print(`      judge  node scripts/launch.cjs judge hdu2516 --case …  ${ms(launch!).padStart(7)}   ${ratio(launch! / bare!)}, +${ms(launch! - bare!)}`);
  print(`      judge  npm run judge hdu2516 --case 01-sample         ${ms(npmJudge!).padStart(7)}   ${ratio(npmJudge! / bare!)}, +${ms(over)}   target ≤ +${TARGET_MS} ms  ${mark(over <= TARGET_MS)}`);
  print(`      npm's own share: npm run judge − the launcher ${ms(npmJudge! - launch!)}; npm run env alone ${ms(npmAlone!)}`);
}
