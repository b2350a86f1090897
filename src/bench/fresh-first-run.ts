import { execa } from "execa";

// A one-off `npm run explore` analyses in a fresh process (its tool host), with nothing compiled before: the bench's
// own first run comes after ten analyses of other games in its process, whose optimised code the new game's first
// heaps throw away. This is the first run as a user meets it: one analysis in a new node, timed inside it.

export interface FreshRun {
  /** CPU (user + system, every thread) and wall time of the analysis alone, in ms. */
  cpu: number;
  wall: number;
  /** The Grundy values' sum, to compare with the same analysis in the bench's process. */
  sum: number;
}

/** One analysis of octal game `code` to `range` in a new node (the sources through tsx), and what it cost there. */
export async function freshFirstRun(root: string, code: string, range: number): Promise<FreshRun> {
  const script = `
    import { analyse } from "./src/explore/analyse.ts";
    import { octalGame } from "./src/problem-kit/octal.ts";
    const game = octalGame(${JSON.stringify(code)});
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { grundy } = await analyse(game, { range: ${Math.trunc(range)} });
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    let sum = 0;
    for (const value of grundy) sum += value;
    console.log(JSON.stringify({ cpu: (used.user + used.system) / 1000, wall, sum }));
  `;
  const result = await execa(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, reject: false, stdin: "ignore", timeout: 120_000, maxBuffer: 1 << 20 });
  if (result.exitCode !== 0) throw new Error(`the fresh analysis of ${code} to ${range} exited ${result.exitCode}: ${String(result.stderr).slice(-500)}`);
  return JSON.parse(String(result.stdout).trim().split("\n").pop()!) as FreshRun;
}
