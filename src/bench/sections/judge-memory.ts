import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { mark, type BenchContext } from "../bench-context";
import { shellEnv } from "../measure";

const LINES = 10_000_000;

/**
 * (f) The judge's own peak memory on a 100 MiB expected output with CRLF line ends (so the streaming
 * comparison runs to the end), read by the same preload that measures solutions.
 */
export async function benchJudgeMemory(context: BenchContext): Promise<void> {
  const root = join(context.workDir, "big-project");
  for (const dir of ["problems/big", "solutions/big", "cases/big"]) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, "problems/big/problem.yaml"), "title: Big\ntimeLimitMs: 10000\nmemoryLimitMiB: 64\n");
  writeFileSync(join(root, "problems/big/statement.md"), "# Big\n");
  writeFileSync(join(root, "cases/big/1.in"), `${LINES}\n`);
  writeFileSync(join(root, "solutions/big/main.ts"), readFileSync(join(context.root, "test/fixtures/hostile/huge-answer.ts")));
  const fd = openSync(join(root, "cases/big/1.out"), "w");
  const block = Buffer.from("First win\r\n".repeat(100_000));
  for (let i = 0; i < LINES / 100_000; i++) writeSync(fd, block);
  closeSync(fd);
  const reportFile = join(context.workDir, "judge-usage.json");
  const result = await execa("node", ["--require", join(context.root, "src/run/preload.cjs"), join(context.root, "scripts/launch.cjs"), "judge", "big", "--json"], {
    env: { ...shellEnv(), STONEBENCH_ROOT: root },
    extendEnv: false,
    reject: false,
    stdio: ["ignore", "pipe", "pipe", { file: reportFile }],
  });
  const verdict = (JSON.parse(String(result.stdout)) as { summary: { verdict: string } }).summary.verdict;
  const peakMiB = ((JSON.parse(readFileSync(reportFile, "utf8")) as { maxRssKiB: number }).maxRssKiB / 1024);
  context.print(`(f) the judge's peak memory on a 100 MiB expected output (CRLF, streamed): ${peakMiB.toFixed(0)} MiB, verdict ${verdict}   target < 200 MiB  ${mark(peakMiB < 200 && verdict === "AC")}`);
}
