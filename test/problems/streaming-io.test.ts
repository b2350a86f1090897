import { execa } from "execa";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSolution } from "../../src/build/build-solution";
import { makeTempDir } from "../../src/util/temp-dir";
import { repoRoot } from "../helpers/cli";

// On a real judge stdin and stdout may be non-blocking pipes: reads come in pieces, a read or write can fail with
// EAGAIN, and a number can be cut anywhere. Every main.ts reads and writes in chunks and must survive all of it.
const PROBLEMS = ["hdu2516", "hdu1527", "hdu2177", "hdu2176", "hdu1846"];
const harness = join(repoRoot, "test/helpers/nonblocking-pipes.py");
const python = await execa("python3", ["--version"], { reject: false }).catch(() => undefined);
const hasPython = python?.exitCode === 0;
if (!hasPython) console.log("streaming-io: skipped, python3 is not installed (it makes the non-blocking pipes)");

const workDir = makeTempDir("stonebench-streaming");
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The problem's largest committed case: the most chunk boundaries. */
function largestCase(id: string): string {
  const dir = join(repoRoot, "cases", id);
  const inputs = readdirSync(dir).filter((file) => file.endsWith(".in"));
  inputs.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return join(dir, inputs[0]!.slice(0, -3));
}

async function runThroughPipes(id: string, input: Buffer, seed: number): Promise<{ exitCode: number; output: string; stderr: string }> {
  const built = await buildSolution(join(repoRoot, "solutions", id, "main.ts"));
  if (!built.ok) throw new Error(built.message);
  const inputPath = join(workDir, `${id}-${seed}.in`);
  const outputPath = join(workDir, `${id}-${seed}.out`);
  writeFileSync(inputPath, input);
  const run = await execa("python3", [harness, built.program.runnablePath, inputPath, outputPath, String(seed)], { reject: false, timeout: 120_000 });
  return { exitCode: run.exitCode ?? -1, output: readFileSync(outputPath, "utf8"), stderr: String(run.stderr) };
}

describe.skipIf(!hasPython)("main.ts on non-blocking pipes, fed and drained in random pieces", () => {
  for (const id of PROBLEMS) {
    it(`${id}: the largest case gives the expected output byte for byte, with LF and with CRLF line ends`, async () => {
      const base = largestCase(id);
      const expected = readFileSync(`${base}.out`, "utf8");
      const lf = readFileSync(`${base}.in`);
      const crlf = Buffer.from(lf.toString("latin1").replace(/\r?\n/g, "\r\n"), "latin1");
      for (const [seed, input] of [[1, lf], [2, crlf]] as const) {
        const run = await runThroughPipes(id, input, seed);
        expect(run.stderr, `seed ${seed}`).toBe("");
        expect(run.exitCode, `seed ${seed}`).toBe(0);
        expect(run.output === expected, `seed ${seed}: output differs`).toBe(true);
      }
    }, 120_000);
  }
});
