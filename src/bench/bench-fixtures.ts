import { copyFileSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildSolution } from "../build/build-solution";
import { casesDir, solutionsDir } from "../paths";

/** A folder holding `copies` copies of one case, for timing many runs of the same work. */
export function copyCase(problemId: string, caseName: string, copies: number, into: string): string {
  const dir = join(into, `${problemId}-${caseName}-x${copies}`);
  mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= copies; i++) {
    const name = `copy-${String(i).padStart(3, "0")}`;
    copyFileSync(join(casesDir(), problemId, `${caseName}.in`), join(dir, `${name}.in`));
    copyFileSync(join(casesDir(), problemId, `${caseName}.out`), join(dir, `${name}.out`));
  }
  return dir;
}

/** The largest case of a problem, by input size. */
export function largestCase(problemId: string): string {
  const dir = join(casesDir(), problemId);
  const inputs = readdirSync(dir).filter((file) => file.endsWith(".in"));
  inputs.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return inputs[0]!.slice(0, -3);
}

/** The runnable .mjs of a problem's main.ts, as the judge builds it. */
export async function builtMain(problemId: string): Promise<string> {
  const built = await buildSolution(join(solutionsDir(), problemId, "main.ts"));
  if (!built.ok) throw new Error(`${problemId}/main.ts does not build:\n${built.message}`);
  return built.program.runnablePath;
}
