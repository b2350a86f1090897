import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { parse } from "yaml";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { sortNaturally } from "../problem/find-cases";
import { assertCaseName } from "../scaffold/case-names";

export interface PackageCase {
  name: string;
  /** Real paths: a symlinked case is read through its link. */
  input: string;
  answer: string;
}

/** The test group settings files of the formats: testdata.yaml (legacy, 2023-07) and test_group.yaml (2025-09). */
export const GROUP_SETTINGS = ["testdata.yaml", "test_group.yaml"];

export interface PackageData {
  /** In the order Kattis judges them: data/sample first, then data/secret, each folder's cases before its groups' by name. */
  cases: PackageCase[];
  /** Every settings file under data/, relative to the package (kept on import). */
  settingsFiles: string[];
  /** The output validator's arguments the settings give, one list for the whole package. */
  validatorArgs: string[] | undefined;
}

/** A path inside the package, following symlinks; a link that leads outside the package is refused. */
export function insidePackage(packageDir: string, path: string): string {
  const root = realpathSync(packageDir);
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    throw new UserError(`${displayPath(path)} is a symlink to nothing (${lstatSync(path).isSymbolicLink() ? "broken link" : "missing"}); nothing was written`, "fix or remove the link in the package");
  }
  if (real !== root && !real.startsWith(root + sep)) {
    throw new UserError(`${displayPath(path)} links outside the package (to ${real}); nothing was written`, "Kattis packages may only link to files inside themselves: copy the file in instead");
  }
  return real;
}

/** Reads data/: cases in judging order, symlinks resolved, group settings collected (and refused when they differ). */
export function readPackageData(dir: string, notes: string[], options: { keepNames?: boolean } = {}): PackageData {
  const cases: PackageCase[] = [];
  const settingsFiles: string[] = [];
  const argsByFile = new Map<string, string[]>();
  const names = new Map<string, string>();
  const walk = (folder: string, group: "sample" | "secret"): void => {
    const entries = sortNaturally(readdirSync(folder), (entry) => entry);
    // Every link is checked, so one leading outside the package is refused even if nothing reads it.
    for (const name of entries) if (lstatSync(join(folder, name)).isSymbolicLink()) insidePackage(dir, join(folder, name));
    for (const name of entries.filter((entry) => GROUP_SETTINGS.includes(entry))) {
      const file = join(folder, name);
      settingsFiles.push(relative(dir, file));
      const args = settingsArgs(insidePackage(dir, file), displayPath(file));
      if (args) argsByFile.set(relative(dir, file), args);
      const keys = Object.keys((parse(readFileSync(file, "utf8")) ?? {}) as object).filter((key) => !/^(output_validator_(args|flags)|input_validator_(args|flags)|description|grading|on_reject|accept_score|reject_score|range)$/.test(key));
      if (keys.length) notes.push(`${relative(dir, file)} also sets ${keys.join(", ")}, which stonebench does not apply (kept in problems/<id>/kattis/)`);
    }
    for (const name of entries) {
      const path = join(folder, name);
      if (!name.endsWith(".in")) continue;
      const input = insidePackage(dir, path);
      if (!statSync(input).isFile()) continue;
      const answerLink = `${path.slice(0, -3)}.ans`;
      if (!existsSync(answerLink) && !lstatSync(folder).isSymbolicLink() && !existsSync(`${path.slice(0, -3)}.interaction`)) {
        throw new UserError(`${displayPath(path)} has no ${basename(answerLink)}; nothing was written`, "every .in of a Kattis package needs its .ans");
      }
      const answer = insidePackage(dir, answerLink);
      const root = join(dir, "data", group);
      let caseName = relative(root, path).slice(0, -3).split(/[\\/]/).join("-");
      if (group === "sample" && !/sample/i.test(caseName)) caseName = `${caseName}-sample`;
      cases.push({ name: caseName, input, answer });
      if (existsSync(`${path.slice(0, -3)}.files`)) notes.push(`${displayPath(path)} has input files (.files/), which stonebench does not provide`);
    }
    // Groups are folders, judged after the folder's own cases, by name (Kattis's order).
    for (const name of entries) {
      const path = join(folder, name);
      if (statSync(path).isDirectory() && !name.endsWith(".files")) {
        insidePackage(dir, path);
        walk(path, group);
      }
    }
  };
  for (const group of ["sample", "secret"] as const) {
    const root = join(dir, "data", group);
    if (existsSync(root)) walk(root, group);
  }
  for (const name of GROUP_SETTINGS) {
    const top = join(dir, "data", name);
    if (existsSync(top)) {
      settingsFiles.unshift(relative(dir, top));
      const args = settingsArgs(top, displayPath(top));
      if (args) argsByFile.set(relative(dir, top), args);
    }
  }
  const distinct = [...new Set([...argsByFile.values()].map((args) => args.join(" ")))];
  if (distinct.length > 1) {
    const listed = [...argsByFile].map(([file, args]) => `${file}: "${args.join(" ")}"`).join("; ");
    throw new UserError(`the test groups give the output validator different arguments (${listed}); stonebench has one checker setting per problem, so nothing was written`, "give every group the same output_validator_args, or split the package");
  }
  return { cases: orderedNames(cases, options.keepNames === true), settingsFiles, validatorArgs: distinct.length === 1 ? distinct[0]!.split(" ").filter(Boolean) : undefined };
}

// Our judge sorts case names naturally; when that would change Kattis's order, a running number keeps it.
// A package we exported keeps its names: its own order was the natural order of those names.
function orderedNames(cases: PackageCase[], keepNames: boolean): PackageCase[] {
  const names = cases.map((testCase) => testCase.name);
  const sorted = sortNaturally([...names], (name) => name);
  const width = Math.max(2, String(cases.length).length);
  const renamed = keepNames || sorted.every((name, index) => name === names[index]) ? cases : cases.map((testCase, index) => ({ ...testCase, name: `${String(index + 1).padStart(width, "0")}-${testCase.name}` }));
  const seen = new Set<string>();
  for (const testCase of renamed) {
    assertCaseName(testCase.name);
    if (seen.has(testCase.name)) throw new UserError(`two cases of the package would both become case ${testCase.name}; nothing was written`, "rename one of them in the package");
    seen.add(testCase.name);
  }
  return renamed;
}

// output_validator_args (2023-07 and later, a list or a string) or output_validator_flags (legacy, a string).
function settingsArgs(file: string, shown: string): string[] | undefined {
  let data: Record<string, unknown>;
  try {
    data = (parse(readFileSync(file, "utf8")) ?? {}) as Record<string, unknown>;
  } catch (error) {
    throw new UserError(`${shown}: broken YAML: ${(error as Error).message.split("\n")[0]}`, "fix the package's test group settings");
  }
  for (const key of ["output_validator_args", "output_validator_flags"]) {
    const value = data[key];
    if (Array.isArray(value)) return value.map(String);
    if (typeof value === "string") return value.split(/\s+/).filter(Boolean);
  }
  return undefined;
}
