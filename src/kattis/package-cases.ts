import { UserError } from "../errors";
import { sortNaturally } from "../problem/find-cases";
import { GROUP_SETTINGS, groupArgs, parseGroupSettings, type GroupSettings } from "../problem/test-group-settings";
import { assertCaseName } from "../scaffold/case-names";
import type { PackageTree } from "./package-tree";
import { withConstants } from "./package-constants";

export interface PackageCase {
  name: string;
  /** Paths in the package (a symlinked case is read through its link). */
  input: string;
  answer: string;
}


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
export function readPackageData(tree: PackageTree, notes: string[], options: { keepNames?: boolean; constants?: Record<string, string> } = {}): PackageData {
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
      const settings = readSettings(tree, file, notes, options.constants);
      const args = groupArgs(settings, "output_validator");
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
      const args = groupArgs(readSettings(tree, top, notes, options.constants), "output_validator");
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
  // An answer without its input is no case (problemtools refuses it); a snapshot that left out the large inputs has many.
  const orphans = otherFiles.filter((file) => /^data\/(?:sample|secret)\/.*\.ans$/.test(file) && !tree.isFile(`${file.slice(0, -4)}.in`));
  if (orphans.length === 1) notes.push(`an answer file has no input file beside it, so it is no case (problemtools refuses it: "No matching input file for answer"): ${orphans[0]}; kept in problems/<id>/kattis/`);
  else if (orphans.length) notes.push(`${orphans.length} answer files have no input file beside them, so they are no cases (problemtools refuses them: "No matching input file for answer"): ${orphans.join(", ")}; kept in problems/<id>/kattis/`);
  // A sample shown only as a transcript (GCPC 2022's interactive problems: data/sample/1.interaction, no .in) is kept and
  // exported back, but it is nothing to judge here: said, so that nobody looks for the sample among the cases.
  const transcripts = otherFiles.filter((file) => /^data\/(?:sample|secret)\/.*\.interaction$/.test(file) && !tree.isFile(`${file.slice(0, -".interaction".length)}.in`));
  if (transcripts.length) notes.push(`${transcripts.length === 1 ? `${transcripts[0]} is a sample interaction with no .in` : `${transcripts.length} sample interactions have no .in (${transcripts.join(", ")})`}: shown in the statement, never judged (an interactor needs an input); kept in problems/<id>/kattis/ and exported back`);
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

// The parser's warnings become notes of the import ("YAML warning: file:line:col: what").
// 2025-09 fills its {{constants}} in test_group.yaml (`input_validator_args: [--max, "{{MAXN}}"]`), as BAPCtools does.
function readSettings(tree: PackageTree, file: string, notes: string[], constants: Record<string, string> = {}): GroupSettings {
  const warnings: string[] = [];
  const settings = parseGroupSettings(withConstants(Buffer.from(tree.readText(file)), constants).toString("utf8"), tree.shown(file), warnings);
  notes.push(...warnings.map((warning) => `YAML warning: ${warning}`));
  return settings;
}
