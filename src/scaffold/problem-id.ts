import { existsSync } from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors";
import { casesDir, displayPath, problemsDir, solutionsDir } from "../paths";
import { listProblemIds, loadProblem } from "../problem/find-problem";

/** Lowercase letters and digits, in words joined by single dashes: hdu2516, cf1234a, atcoder-abc300-a. */
export const PROBLEM_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PROBLEM_ID_RULE = "lowercase letters, digits and dashes (not at the start or end), e.g. hdu2516, cf1234a, my-game";
const MAX_ID_LENGTH = 64;

/** Whether an id is a safe folder name: the rule, and at most 64 characters. */
export function isProblemId(id: string): boolean {
  return PROBLEM_ID_PATTERN.test(id) && id.length <= MAX_ID_LENGTH;
}

/** Refuses an id that is not a safe folder name; the message states the rule. */
export function assertProblemId(id: string, what = "problem id"): void {
  if (!isProblemId(id)) {
    const rule = id.length > MAX_ID_LENGTH ? `at most ${MAX_ID_LENGTH} characters of ${PROBLEM_ID_RULE}` : PROBLEM_ID_RULE;
    throw new UserError(`Bad ${what} "${id}": an id is ${rule}`, `for example: ${suggestId(id) || "my-problem"}`);
  }
}

/** The nearest valid id to a rejected one, for hints: "My_Game!" → "my-game". */
export function suggestId(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_ID_LENGTH)
    .replace(/-+$/, "");
}

/** The folders of an id that already exist (problems/, solutions/, cases/), as display paths. */
export function existingProblemFolders(id: string): string[] {
  return [join(problemsDir(), id), join(solutionsDir(), id), join(casesDir(), id)].filter((path) => existsSync(path)).map((path) => `${displayPath(path)}/`);
}

/** The problem that already uses this name as an alias, if any (findProblem would resolve the alias to it). */
export function aliasOwner(name: string): string | undefined {
  for (const id of listProblemIds()) {
    if (id === name) continue;
    try {
      if (loadProblem(id).config.aliases.includes(name)) return id;
    } catch {
      // Another problem's broken problem.yaml is that problem's business.
    }
  }
  return undefined;
}

/** The problem that answers to this name for someone else (its id, or one of its aliases), other than `self`. */
export function nameOwner(name: string, self: string): string | undefined {
  if (name !== self && existingProblemFolders(name).length > 0) return name;
  const owner = aliasOwner(name);
  return owner !== undefined && owner !== self ? owner : undefined;
}

/** Refuses an alias that another problem answers to: two owners make the name find neither. */
export function assertAliasFree(alias: string, self: string, fix: string): void {
  const owner = nameOwner(alias, self);
  if (owner === undefined) return;
  const what = owner === alias ? "is the id of" : "is already an alias of";
  throw new UserError(`The alias "${alias}" ${what} ${owner}; nothing was written`, fix);
}

/** Whether an id is free: no folder of it exists and no problem has it as an alias. */
export function isIdFree(id: string): boolean {
  return existingProblemFolders(id).length === 0 && aliasOwner(id) === undefined;
}

/** The id itself when free, else id-2, id-3, …: a collision never overwrites. */
export function freeIdLike(id: string): string {
  if (isIdFree(id)) return id;
  for (let n = 2; ; n++) {
    const candidate = `${id.slice(0, MAX_ID_LENGTH - String(n).length - 1)}-${n}`;
    if (isIdFree(candidate)) return candidate;
  }
}
