import { parsePackageYaml } from "../util/package-yaml";
import { UserError } from "../errors";

/** The test group settings files of the formats: testdata.yaml (legacy, 2023-07) and test_group.yaml (2025-09). */
export const GROUP_SETTINGS = ["testdata.yaml", "test_group.yaml"];

export type GroupSettings = Record<string, unknown>;
export type ValidatorRole = "input_validator" | "output_validator";

const ROLES: ValidatorRole[] = ["input_validator", "output_validator"];

/**
 * One test group settings file (or a case's own .yaml), read and checked: import (src/kattis/package-cases.ts) and
 * verify (src/verify/check-invalid-data.ts, check-package-inputs.ts) read the same arguments through here. Broken
 * YAML, a file that is not a map, or a validator argument key of the wrong shape is a UserError naming the file and
 * the key; an empty file sets nothing. The YAML parser's warnings go to `warnings` when given ("file:line:col: what").
 */
export function parseGroupSettings(text: string, shown: string, warnings?: string[]): GroupSettings {
  let data: unknown;
  try {
    const parsed = parsePackageYaml(text, shown);
    data = parsed.data;
    warnings?.push(...parsed.warnings);
  } catch (error) {
    throw new UserError(`${shown}: broken YAML: ${(error as Error).message.split("\n")[0]}`, "fix the test group settings");
  }
  if (data === null || data === undefined) return {};
  if (!isMap(data)) throw new UserError(`${shown}: expected a map of settings (key: value), found ${describe(data)}`, "fix the test group settings");
  for (const role of ROLES) {
    const args = data[`${role}_args`];
    // 2023-07 and later: a list (or one string); for input validators also a map of validator name to its list.
    if (args !== undefined && !isArgs(args)) {
      if (role === "input_validator" && isMap(args)) {
        for (const [name, value] of Object.entries(args)) {
          if (!isArgs(value)) throw malformed(shown, `${role}_args.${name}`, value, "a list of arguments (or one string)");
        }
      } else {
        throw malformed(shown, `${role}_args`, args, role === "input_validator" ? "a list of arguments, one string, or a map of validator name to its list" : "a list of arguments (or one string)");
      }
    }
    // Legacy: one string of flags.
    const flags = data[`${role}_flags`];
    if (flags !== undefined && typeof flags !== "string" && !isArgs(flags)) throw malformed(shown, `${role}_flags`, flags, "one string of flags");
    // No program can be given a NUL byte ("a\0b" in YAML): it was an internal error at the validator's start.
    for (const key of [`${role}_args`, `${role}_flags`]) {
      if (JSON.stringify(data[key] ?? "").includes("\\u0000")) throw new UserError(`${shown}: ${key} holds a NUL byte (\\0), which no program can be given as an argument`, `remove it from ${key} in the test group settings`);
    }
  }
  return data;
}

/**
 * A validator's arguments from settings already read: `<role>_args` (a list, one string, or for input validators a map
 * of validator name to list: one not named gets none) or legacy `<role>_flags`. Undefined when the settings give none.
 */
export function groupArgs(settings: GroupSettings, role: ValidatorRole, validatorName?: string): string[] | undefined {
  const args = settings[`${role}_args`];
  if (args !== undefined && isArgs(args)) return words(args);
  if (isMap(args)) {
    const mine = validatorName === undefined ? undefined : args[validatorName];
    return mine !== undefined && isArgs(mine) ? words(mine) : [];
  }
  const flags = settings[`${role}_flags`];
  return flags !== undefined && isArgs(flags) ? words(flags) : undefined;
}

type Args = string | (string | number | boolean)[];

function isArgs(value: unknown): value is Args {
  return typeof value === "string" || (Array.isArray(value) && value.every((item) => ["string", "number", "boolean"].includes(typeof item)));
}

function words(args: Args): string[] {
  return typeof args === "string" ? args.split(/\s+/).filter(Boolean) : args.map(String);
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  return Array.isArray(value) ? "a list" : isMap(value) ? "a map" : value === null ? "nothing" : `${typeof value} ${JSON.stringify(value)}`;
}

function malformed(shown: string, key: string, value: unknown, wanted: string): UserError {
  return new UserError(`${shown}: ${key} must be ${wanted}, not ${describe(value)}`, `fix ${key} in the test group settings (the package format's testdata.yaml)`);
}
