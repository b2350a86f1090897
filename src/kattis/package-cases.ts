import { parse } from "yaml";
import { UserError } from "../errors";
import { sortNaturally } from "../problem/find-cases";
import { assertCaseName } from "../scaffold/case-names";
import type { PackageTree } from "./package-tree";

export interface PackageCase {
  name: string;
  /** Paths in the package (a symlinked case is read through its link). */
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
  /** Files under data/ that are neither a case nor settings (.desc, .hint, .interaction, images, …): kept as they are. */
  otherFiles: string[];
  /** The output validator's arguments the settings give, one list for the whole package. */
  validatorArgs: string[] | undefined;
}

/** Reads data/: cases in judging order, group settings collected (and refused when they differ), the rest listed. */
export function readPackageData(tree: PackageTree, notes: string[], options: { keepNames?: boolean } = {}): PackageData {
  const cases: PackageCase[] = [];
  const settingsFiles: string[] = [];
  const used = new Set<string>();
  const argsByFile = new Map<string, string[]>();
  // The arguments in force in each folder that holds cases: a group's settings replace what it inherits from above.
  const argsByCaseFolder = new Map<string, string[] | undefined>();
  const walk = (folder: string, group: "sample" | "secret", inherited: string[] | undefined): void => {
    const entries = tree.list(folder);
    let own = inherited;
    for (const name of entries.filter((entry) => GROUP_SETTINGS.includes(entry))) {
      const file = `${folder}/${name}`;
      if (!tree.isFile(file)) continue;
      settingsFiles.push(file);
      used.add(file);
      const settings = readSettings(tree, file);
      const args = settingsArgs(settings);
      if (args) {
        argsByFile.set(file, args);
        own = args;
      }
      const keys = Object.keys(settings).filter((key) => !/^(output_validator_(args|flags)|input_validator_(args|flags)|description|grading|on_reject|accept_score|reject_score|range)$/.test(key));
      if (keys.length) notes.push(`${file} also sets ${keys.join(", ")}, which stonebench does not apply (kept in problems/<id>/kattis/)`);
    }
    for (const name of entries) {
      const path = `${folder}/${name}`;
      if (!name.endsWith(".in") || !tree.isFile(path)) continue;
      const stem = path.slice(0, -3);
      const interaction = tree.isFile(`${stem}.interaction`);
      if (!tree.isFile(`${stem}.ans`)) {
        // An interactive sample may come as .in and .interaction only: the interactor needs no answer file.
        if (!interaction) throw new UserError(`${tree.shown(path)} has no ${name.slice(0, -3)}.ans; nothing was written`, "every .in of a Kattis package needs its .ans");
      }
      let caseName = stem.slice(`data/${group}/`.length).split("/").join("-");
      if (group === "sample" && !/sample/i.test(caseName)) caseName = `${caseName}-sample`;
      cases.push({ name: caseName, input: path, answer: tree.isFile(`${stem}.ans`) ? `${stem}.ans` : "" });
      argsByCaseFolder.set(folder, own);
      used.add(path);
      if (tree.isFile(`${stem}.ans`)) used.add(`${stem}.ans`);
      if (tree.has(`${stem}.files`)) notes.push(`${tree.shown(path)} has input files (.files/), which stonebench does not provide (kept in problems/<id>/kattis/)`);
    }
    // Groups are folders, judged after the folder's own cases, by name (Kattis's order).
    for (const name of entries) {
      const path = `${folder}/${name}`;
      if (tree.isFolder(path) && !name.endsWith(".files")) walk(path, group, own);
    }
  };
  let topArgs: string[] | undefined;
  for (const name of GROUP_SETTINGS) {
    const top = `data/${name}`;
    if (tree.isFile(top)) {
      settingsFiles.unshift(top);
      used.add(top);
      const args = settingsArgs(readSettings(tree, top));
      if (args) {
        argsByFile.set(top, args);
        topArgs = args;
      }
    }
  }
  for (const group of ["sample", "secret"] as const) if (tree.isFolder(`data/${group}`)) walk(`data/${group}`, group, topArgs);
  const distinct = [...new Set([...argsByFile.values()].map((args) => args.join(" ")))];
  if (distinct.length > 1) {
    const listed = [...argsByFile].map(([file, args]) => `${file}: "${args.join(" ")}"`).join("; ");
    throw new UserError(`the test groups give the output validator different arguments (${listed}); stonebench has one checker setting per problem, so nothing was written`, "give every group the same output_validator_args, or split the package");
  }
  // One checker setting per problem: folders whose cases inherit no arguments are judged with the others' (named).
  const bare = [...argsByCaseFolder].filter(([, args]) => args === undefined || args.length === 0).map(([folder]) => `${folder}/`);
  if (distinct.length === 1 && distinct[0] !== "" && bare.length) notes.push(`${bare.join(", ")} ${bare.length === 1 ? "gives" : "give"} the output validator no arguments (none inherited), but stonebench has one checker setting per problem: ${bare.length === 1 ? "its" : "their"} cases are judged with "${distinct[0]}" as well`);
  const otherFiles = tree.isFolder("data") ? tree.filesUnder("data").filter((file) => !used.has(file)) : [];
  return { cases: orderedNames(cases, options.keepNames === true), settingsFiles, otherFiles, validatorArgs: distinct.length === 1 ? distinct[0]!.split(" ").filter(Boolean) : undefined };
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

function readSettings(tree: PackageTree, file: string): Record<string, unknown> {
  try {
    const data = parse(tree.readText(file)) as unknown;
    return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`${tree.shown(file)}: broken YAML: ${(error as Error).message.split("\n")[0]}`, "fix the package's test group settings");
  }
}

// output_validator_args (2023-07 and later, a list or a string) or output_validator_flags (legacy, a string).
function settingsArgs(data: Record<string, unknown>): string[] | undefined {
  for (const key of ["output_validator_args", "output_validator_flags"]) {
    const value = data[key];
    if (Array.isArray(value)) return value.map(String);
    if (typeof value === "string") return value.split(/\s+/).filter(Boolean);
  }
  return undefined;
}
