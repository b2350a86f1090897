import { writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { UserError } from "../errors";
import { runForOutput } from "../outcome/run-for-output";
import { displayPath } from "../paths";
import { buildRunnable } from "./run-on-input";

/** A generator program's limits: it runs boxed like a solution (no files, no processes). */
export const GENERATOR_LIMITS = { timeLimitMs: 10_000, memoryLimitMiB: 1024, outputLimitBytes: 64 << 20 };

/**
 * A generator program in any language, built once by its executor: run(args) starts it boxed with an empty stdin and
 * returns what it printed; a crash or a limit is a UserError naming the exact command.
 */
export async function generatorProgram(path: string, workDir: string): Promise<{ run(args: string[]): Promise<string> }> {
  const { program, baselineKiB } = await buildRunnable(path, { workDir, role: "generator", fix: "fix the generator" });
  const empty = join(workDir, "generator-stdin.in");
  writeFileSync(empty, "");
  let runs = 0;
  return {
    async run(args) {
      const label = `gen-${runs++}`;
      const result = await runForOutput({ program, inputPath: empty, workDir, label, args, limits: { ...GENERATOR_LIMITS, baselineKiB } });
      if (result.failure) {
        throw new UserError(
          `The generator ${displayPath(path)} got ${result.failure.verdict} on \`${[basename(path), ...args].join(" ")}\`: ${result.failure.message.split("\n")[0]}`,
          `fix the generator (limits ${GENERATOR_LIMITS.timeLimitMs / 1000} s, ${GENERATOR_LIMITS.memoryLimitMiB} MiB, ${GENERATOR_LIMITS.outputLimitBytes >> 20} MiB of output; docs/stress.md)`,
        );
      }
      // No input is empty: without a validator, the solution and the reference would both fail on it, and the
      // reference would be blamed for the generator's mistake.
      if (result.output.length === 0) {
        throw new UserError(
          `The generator ${displayPath(path)} printed nothing on \`${[basename(path), ...args].join(" ")}\` (exit 0): an input cannot be empty`,
          "make it print one whole input on stdout (docs/stress.md)",
        );
      }
      return result.output;
    },
  };
}
