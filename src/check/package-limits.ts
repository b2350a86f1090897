import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors";
import type { CompileLimits } from "../build/build-program";
import { displayPath, problemsDir } from "../paths";
import { parsePackageYaml } from "../util/package-yaml";
import { wholeUnits } from "../util/whole-units";

/** How one validator run is bounded: CPU, wall, memory (peak RSS), and what it may print. */
export interface ValidatorRunLimits {
  timeLimitMs: number;
  wallLimitMs: number;
  memoryKillKiB: number;
  outputLimitBytes: number;
}

/** A validator run's limits with where each came from ("validation_time of problems/x/kattis/problem.yaml"), for its kill message. */
export interface ValidatorLimits extends ValidatorRunLimits {
  /** Which key set each limit, when a package did. */
  from: Partial<Record<"time" | "memory" | "output", string>>;
}

/** What every validator run gets unless the package says otherwise: 10 s of CPU, twice that of wall, 4 GiB, 1 MiB of output. */
export const DEFAULT_VALIDATOR_LIMITS: ValidatorLimits = { timeLimitMs: 10_000, wallLimitMs: 20_000, memoryKillKiB: 4 << 20, outputLimitBytes: 1 << 20, from: {} };

/**
 * The largest validation and compilation limits a package may set (seconds, MiB), checked by import and again when
 * they are read: validation_time 1e6 gave each validator run a 23-day wall, so a validator that sleeps held verify.
 */
export const TOOL_LIMIT_MAX = { validation_time: 600, compilation_time: 3600, validation_memory: 1 << 20, compilation_memory: 1 << 20, validation_output: 1 << 16 } as const;

/**
 * The 2023-07-draft `limits` a problem imported from a package brings for its judging programs and builds, read from
 * the package's own problem.yaml that import keeps (problems/<id>/kattis/problem.yaml): validation_time (s, CPU; the
 * wall is twice it), validation_memory and validation_output (MiB) bound every validator run; compilation_time (s)
 * and compilation_memory (MiB) every build. A key the package leaves out keeps our default.
 */
export function packageLimits(id: string): { validator: ValidatorLimits; compile?: CompileLimits } {
  const path = join(problemsDir(), id, "kattis", "problem.yaml");
  if (!existsSync(path)) return { validator: DEFAULT_VALIDATOR_LIMITS };
  let yaml: unknown;
  try {
    yaml = parsePackageYaml(readFileSync(path, "utf8"), displayPath(path)).data;
  } catch (error) {
    throw new UserError(`${displayPath(path)}: broken YAML: ${(error as Error).message.split("\n")[0]}`, "fix the package's problem.yaml");
  }
  const limits = isMap(yaml) && isMap(yaml.limits) ? yaml.limits : {};
  const shown = displayPath(path);
  // Bounded here too: a problem imported before import bounded them, or a kept file edited, had none.
  const number = (key: keyof typeof TOOL_LIMIT_MAX): number | undefined => {
    const value = limits[key];
    if (value === undefined) return undefined;
    if (typeof value !== "number" || !(value > 0)) throw new UserError(`${shown}: limits.${key} is ${JSON.stringify(value)}; the format wants a number > 0`, `fix limits.${key} in the package's problem.yaml`);
    if (value > TOOL_LIMIT_MAX[key]) throw new UserError(`${shown}: limits.${key} is ${value}, past the ${TOOL_LIMIT_MAX[key]} stonebench runs validators and builds with`, `fix limits.${key} in the package's problem.yaml`);
    return value;
  };
  const validator: ValidatorLimits = { ...DEFAULT_VALIDATOR_LIMITS, from: {} };
  const time = number("validation_time");
  if (time !== undefined) Object.assign(validator, { timeLimitMs: wholeUnits(time, 1000), wallLimitMs: wholeUnits(time, 2000) }, { from: { ...validator.from, time: `validation_time of ${shown}` } });
  const memory = number("validation_memory");
  if (memory !== undefined) Object.assign(validator, { memoryKillKiB: wholeUnits(memory, 1024), from: { ...validator.from, memory: `validation_memory of ${shown}` } });
  const output = number("validation_output");
  if (output !== undefined) Object.assign(validator, { outputLimitBytes: wholeUnits(output, 1 << 20), from: { ...validator.from, output: `validation_output of ${shown}` } });
  const compileTime = number("compilation_time");
  const compileMemory = number("compilation_memory");
  const compile = compileTime === undefined && compileMemory === undefined ? undefined : { ...(compileTime !== undefined ? { timeLimitMs: wholeUnits(compileTime, 1000) } : {}), ...(compileMemory !== undefined ? { memoryMiB: wholeUnits(compileMemory, 1) } : {}), from: `the package's problem.yaml (${shown})` };
  return { validator, ...(compile ? { compile } : {}) };
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Why a validator run was stopped, with the limit and the key that sets it. */
export function validatorKillReason(killedFor: string, limits: ValidatorLimits): string {
  const key = (which: "time" | "memory" | "output", ours: string): string => limits.from[which] ?? ours;
  switch (killedFor) {
    case "cpu":
      return `over ${limits.timeLimitMs / 1000} s of CPU (${key("time", "stonebench's validator limit; a package sets it with limits.validation_time")})`;
    case "wall":
      return `still running after ${limits.wallLimitMs / 1000} s of wall time (twice the CPU limit: ${key("time", "stonebench's validator limit")})`;
    case "memory":
      return `over ${Math.round(limits.memoryKillKiB / 1024)} MiB of memory (${key("memory", "stonebench's validator limit; a package sets it with limits.validation_memory")})`;
    case "output":
      return `over ${Math.round(limits.outputLimitBytes / 1024)} KiB of output (${key("output", "stonebench's validator limit; a package sets it with limits.validation_output")})`;
    case "interrupt":
      return "the command was stopped (Ctrl-C, SIGTERM or SIGHUP)";
    default:
      return killedFor;
  }
}
