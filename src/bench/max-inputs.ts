import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runSolutionOnInput } from "../authoring/run-on-input";
import { solutionsDir } from "../paths";
import { Random } from "../problem-kit/random";

/**
 * The largest valid inputs of each problem that issue 16 found MLE-prone: the formats bound the numbers and the block
 * size but not the number of lines or blocks, so these are legal. Too big to commit (up to 20 MB each), so the bench and
 * the end-to-end test build them from a seed.
 */
export interface MaxInput {
  problemId: string;
  /** What it holds, for reports. */
  description: string;
  input: string;
}

/** hdu2516: 2×10^6 one-digit heaps, the most output per input byte (11 bytes out for 2 in). */
function hdu2516(lines: number): MaxInput {
  const digits = ["2\n", "3\n", "4\n", "5\n", "6\n", "7\n", "8\n", "9\n"];
  const parts: string[] = [];
  for (let i = 0; i < lines; i++) parts.push(digits[i % 8]!);
  return { problemId: "hdu2516", description: `${lines.toLocaleString("en")} one-digit heaps`, input: `${parts.join("")}0\n` };
}

/** hdu1527 (until end of input): 10^6 lines of piles near 10^9, a quarter of them losing positions, in either order. */
function hdu1527(lines: number): MaxInput {
  const rng = new Random("max-input/hdu1527");
  const parts: string[] = [];
  for (let i = 0; i < lines; i++) {
    let a: number;
    let b: number;
    if (i % 4 === 0) {
      // ⌊kφ⌋ from a double is right for these k (its first error is at k = 102334155); the oracle checks every line.
      const k = rng.int(1, 380_000_000);
      a = Math.floor((k * (1 + Math.sqrt(5))) / 2);
      b = a + k;
      if (k >= 102_334_155) [a, b] = [rng.int(0, 1e9), rng.int(0, 1e9)];
    } else {
      a = rng.int(0, 1e9);
      b = rng.int(0, 1e9);
    }
    parts.push(rng.chance(0.5) ? `${a} ${b}\n` : `${b} ${a}\n`);
  }
  return { problemId: "hdu1527", description: `${lines.toLocaleString("en")} positions near 10^9`, input: parts.join("") };
}

/** hdu2177: 10^6 positions (a ≤ b ≤ 10^6), most of them won with two or three moves. */
function hdu2177(lines: number): MaxInput {
  const rng = new Random("max-input/hdu2177");
  const parts: string[] = [];
  for (let i = 0; i < lines; i++) {
    const b = rng.int(1, 1_000_000);
    const a = rng.int(rng.chance(0.5) ? Math.floor(b / 2) : 0, b);
    parts.push(`${a} ${b}\n`);
  }
  return { problemId: "hdu2177", description: `${lines.toLocaleString("en")} positions up to 10^6`, input: `${parts.join("")}0 0\n` };
}

/** hdu2176: full blocks of 199,999 piles in [2^30, 2^31): an odd count with bit 30 everywhere, so every pile is a winning move. */
function hdu2176(blocks: number): MaxInput {
  const rng = new Random("max-input/hdu2176");
  const m = 199_999;
  const parts: string[] = [];
  for (let block = 0; block < blocks; block++) {
    const piles: number[] = [];
    for (let i = 0; i < m; i++) piles.push(rng.int(2 ** 30, 2 ** 31 - 1));
    parts.push(`${m}\n${piles.join(" ")}\n`);
  }
  return { problemId: "hdu2176", description: `${blocks} blocks of ${m.toLocaleString("en")} piles, every pile a winning move`, input: `${parts.join("")}0\n` };
}

/** hdu1846: C ≤ 100 games with n, m ≤ 1000, so the largest input is 100 games. */
function hdu1846(): MaxInput {
  const rng = new Random("max-input/hdu1846");
  const games = Array.from({ length: 100 }, (_, i) => (i < 50 ? `1000 ${rng.int(1, 1000)}` : `${rng.int(1, 1000)} ${rng.int(1, 1000)}`));
  return { problemId: "hdu1846", description: "100 games (C's maximum)", input: `100\n${games.join("\n")}\n` };
}

/** Each problem's maximum input; `scale` < 1 shrinks the line counts (not hdu1846's, which is tiny anyway). */
export function maxInputs(scale = 1): MaxInput[] {
  const count = (n: number) => Math.max(1, Math.round(n * scale));
  return [hdu2516(count(2_000_000)), hdu1527(count(1_000_000)), hdu2177(count(1_000_000)), hdu2176(Math.max(1, Math.round(3 * scale))), hdu1846()];
}

/** The oracle that gives a max input's expected output: brute.ts where it reaches (hdu1846), else second-method.ts; never main.ts. */
export function oracleFor(problemId: string): string {
  const second = join(solutionsDir(), problemId, "second-method.ts");
  return existsSync(second) ? second : join(solutionsDir(), problemId, "brute.ts");
}

/** Writes `max.in` and `max.out` (from the oracle) into `dir`/<problem id>/, for `npm run judge -- <id> --cases <dir>`. */
export async function writeMaxCase(maxInput: MaxInput, dir: string, workDir: string): Promise<string> {
  const caseDir = join(dir, maxInput.problemId);
  mkdirSync(caseDir, { recursive: true });
  const oracle = oracleFor(maxInput.problemId);
  const expected = await runSolutionOnInput(oracle, maxInput.input, { timeLimitMs: 60_000, memoryLimitMiB: 4096, workDir, label: `oracle-${maxInput.problemId}` });
  writeFileSync(join(caseDir, "max.in"), maxInput.input);
  writeFileSync(join(caseDir, "max.out"), expected);
  return caseDir;
}
