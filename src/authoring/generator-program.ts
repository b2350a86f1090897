import { existsSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { testlibHeaderFiles } from "../check/testlib-header";
import { UserError } from "../errors";
import { languageOf } from "../languages/registry";
import { runForOutput } from "../outcome/run-for-output";
import { displayPath } from "../paths";
import { boxesStoppedBy } from "../run/stop-every-box";
import { StoppedBySignal } from "../run/stopped-by-signal";
import { buildRunnable } from "./run-on-input";

/** A generator program's limits: it runs boxed like a solution (no files, no processes). */
export const GENERATOR_LIMITS = { timeLimitMs: 10_000, memoryLimitMiB: 1024, outputLimitBytes: 64 << 20 };

/**
 * A generator program in any language, built once by its executor: run(args) starts it boxed with an empty stdin and
 * returns what it printed; a crash or a limit is a UserError naming the exact command.
 */
// The folder's own testlib.h, which a single-file build would otherwise leave behind.
function ownHeader(path: string): { name: string; path: string }[] {
  const own = join(dirname(path), "testlib.h");
  return existsSync(own) ? [{ name: "testlib.h", path: own }] : [];
}

export async function generatorProgram(path: string, workDir: string): Promise<{ run(args: string[]): Promise<string> }> {
  // A C++ generator may be Polygon's (#include "testlib.h", registerGen): testlib.h goes beside it, its folder's own
  // (copied, as the build holds the main file alone) or else the vendored one.
  const extraFiles = languageOf(path).id === "cpp" ? testlibHeaderFiles(path).concat(ownHeader(path)) : [];
  const { program, baselineKiB } = await buildRunnable(path, { workDir, role: "generator", fix: "fix the generator", extraFiles });
  const empty = join(workDir, "generator-stdin.in");
  writeFileSync(empty, "");
  let runs = 0;
  return {
    async run(args) {
      const label = `gen-${runs++}`;
      const result = await runForOutput({ program, inputPath: empty, workDir, label, args, limits: { ...GENERATOR_LIMITS, baselineKiB } });
      // Stopped with the command (Ctrl-C): said as the stop, never as the generator's TLE.
      if (result.interrupted) throw new StoppedBySignal(boxesStoppedBy() ?? "SIGINT", `\`${[basename(path), ...args].join(" ")}\` ran`);
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
