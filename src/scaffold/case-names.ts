import { existsSync, readdirSync } from "node:fs";
import { UserError } from "../errors";

/** A case name is a file name without .in/.out: letters, digits, dots, dashes and underscores. */
export const CASE_NAME_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export function assertCaseName(name: string): void {
  if (!CASE_NAME_PATTERN.test(name) || name.length > 120) {
    throw new UserError(`Bad case name "${name}": use letters, digits, dots, dashes and underscores, e.g. 09-max-n`, "or leave --name out to number the case automatically");
  }
}

/** The names of a folder's cases: every stem of a .in or .out file (a lone .out still takes its name). */
export function existingCaseNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const names = new Set<string>();
  for (const file of readdirSync(dir)) {
    const match = /^(.*)\.(in|out)$/.exec(file);
    if (match) names.add(match[1]!);
  }
  return [...names];
}

/**
 * The next number after the highest numbered case, padded like it: 09 after 08-blank-lines, 100 after 99,
 * 01 in an empty folder. Names without a leading number do not count.
 */
export function nextCaseName(existing: string[]): string {
  let highest = 0;
  let width = 2;
  for (const name of existing) {
    const digits = /^\d+/.exec(name)?.[0];
    if (digits === undefined) continue;
    const value = Number(digits);
    if (value > highest || (value === highest && digits.length > width)) {
      highest = value;
      width = digits.length;
    }
  }
  const taken = new Set(existing);
  for (let next = highest + 1; ; next++) {
    const name = String(next).padStart(width, "0");
    if (!taken.has(name)) return name;
  }
}
