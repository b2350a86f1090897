import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSolution } from "../../build/build-solution";
import { mark, type BenchContext } from "../bench-context";
import { bareEnv, ms, ratio, timeInterleaved } from "../measure";

/**
 * (k) What source maps and the type-check note cost. Start-up: hdu2516's built main.ts (inline map) on its sample, with
 * --enable-source-maps against without, in the same run. Type check: a fresh process checking main.ts (what judge spawns
 * after the cases when the cache misses) against a fresh process that only starts node.
 */
export async function benchStartUpAndTypes(context: BenchContext): Promise<void> {
  context.print("(k) source maps at start-up, and the cost of judge's type-check note");
  const source = join(context.root, "solutions/hdu2516/main.ts");
  const built = await buildSolution(source);
  if (!built.ok) throw new Error(`cannot build ${source}: ${built.message}`);
  const input = join(context.root, "cases/hdu2516/01-sample.in");
  const program = built.program.runnablePath;
  const [withMaps, without] = await timeInterleaved(
    [
      { file: process.execPath, args: ["--enable-source-maps", program], env: bareEnv(), input },
      { file: process.execPath, args: [program], env: bareEnv(), input },
    ],
    context.repeats,
  );
  context.print(`      start-up with source maps ${ms(withMaps!)}, without ${ms(without!)}: ${ratio(withMaps! / without!)}   target ≤ 1.10×  ${mark(withMaps! / without! <= 1.1)}`);
  const script = join(context.workDir, "type-check-once.mjs");
  writeFileSync(
    script,
    `import { typeCheckText } from ${JSON.stringify(join(context.root, "src/typecheck/type-check.ts"))};\nimport { readFileSync } from "node:fs";\nconst errors = await typeCheckText(${JSON.stringify(source)}, readFileSync(${JSON.stringify(source)}, "utf8"), 20);\nif (errors.length) process.exit(1);\n`,
  );
  const tsx = ["--import", "tsx"];
  const [check, bare] = await timeInterleaved(
    [
      { file: process.execPath, args: [...tsx, script], env: bareEnv(), cwd: context.root },
      { file: process.execPath, args: [...tsx, "-e", "0"], env: bareEnv(), cwd: context.root },
    ],
    Math.max(3, Math.min(context.repeats, 5)),
  );
  context.print(`      tsc on one main.ts in a fresh process: ${ms(check! - bare!)} above a bare start (${ms(bare!)}); cached by content, so paid once per edit, after the cases`);
}
