import { mark, type BenchContext } from "../bench-context";
import { ms, shellEnv, timeInterleaved } from "../measure";

/** (c) The wall time of `npm run judge hdu2516`, end to end, as a user types it. */
export async function benchEndToEnd(context: BenchContext): Promise<void> {
  const [wall] = await timeInterleaved([{ file: "npm", args: ["run", "judge", "hdu2516"], env: shellEnv(), cwd: context.root }], context.repeats);
  context.print(`(c) npm run judge hdu2516, end to end: ${ms(wall!)}   target < 1 s  ${mark(wall! < 1000)}`);
}
