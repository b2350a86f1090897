import { join } from "node:path";
import { execa } from "execa";
import { mark, type BenchContext } from "../bench-context";
import { shellEnv } from "../measure";

// hdu1846 allows only 100 games per input; --strict shows the rate when stress keeps to that.
const RUNS = [...["hdu2516", "hdu1527", "hdu2177", "hdu2176", "hdu1846"].map((id) => ({ id, extra: [] as string[] })), { id: "hdu1846", extra: ["--strict"] }];

/** (g) Stress throughput: main.ts against brute.ts, instances per second, with the naive way's figure beside it. */
export async function benchStressRate(context: BenchContext): Promise<void> {
  context.print(`(g) npm run stress: instances per second, main.ts against brute.ts (the naive way, two process starts per instance, gets about 15)`);
  for (const { id, extra } of RUNS) {
    const result = await execa("node", [join(context.root, "scripts/launch.cjs"), "stress", id, "--seed", "1", "--count", "30000", ...extra], { env: shellEnv(), extendEnv: false, reject: false, cwd: context.root });
    const rate = /([\d,]+) instances\/s/.exec(String(result.stdout))?.[1];
    const perSecond = rate ? Number(rate.replace(/,/g, "")) : 0;
    const note = result.exitCode === 0 ? "" : `  (exit ${result.exitCode}: ${String(result.stdout).split("\n").slice(-3).join(" ")} ${String(result.stderr).split("\n")[0]})`;
    const target = extra.length ? "(at most 100 games per input: two process starts per 100 games)" : `target ≥ 5,000  ${mark(perSecond >= 5000)}`;
    context.print(`      ${[id, ...extra].join(" ").padEnd(16)} ${String(rate ?? "?").padStart(8)} instances/s   ${target}${note}`);
  }
}
