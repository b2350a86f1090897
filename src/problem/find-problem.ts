import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { distance } from "fastest-levenshtein";
import { UserError } from "../errors";
import { casesDir, displayPath, problemsDir, solutionsDir } from "../paths";
import { parseProblemConfig, type CheckerMode, type ProblemConfig } from "./problem-config";
import { readPlainFile } from "../util/read-plain";

export interface Problem {
  id: string;
  dir: string;
  config: ProblemConfig;
  /** solutions/<id>/main.ts: the accepted solution that is judged by default. */
  mainSolution: string;
  casesDir: string;
  /** problems/<id>/checker.ts, used when config.checker is "custom"; checker.cpp when it is "testlib". */
  checkerPath: string;
}

/** The most of a problem.yaml any command reads (a FIFO or a huge file there would hold up every command). */
export const PROBLEM_YAML_BYTES = 1 << 20;

/** Reads problems/<id>/problem.yaml into a Problem; a broken file is a UserError naming its line. */
export function loadProblem(id: string): Problem {
  const dir = join(problemsDir(), id);
  const configPath = join(dir, "problem.yaml");
  // Every command that resolves a name reads every problem.yaml (aliases): a FIFO there must not block them all.
  const read = readPlainFile(configPath, PROBLEM_YAML_BYTES);
  if ("why" in read) throw new UserError(`Cannot read ${displayPath(configPath)}: ${read.why}`, "make it a plain YAML file of the problem's settings (npm run new writes one)");
  const config = parseProblemConfig(read.text, displayPath(configPath));
  return {
    id,
    dir,
    config,
    mainSolution: mainSolutionOf(join(solutionsDir(), id)),
    casesDir: join(casesDir(), id),
    checkerPath: checkerPathFor(dir, config.checker),
  };
}

/**
 * The checker program a mode runs: testlib's checker.cpp; else our checker.ts, else a package's output_validator/, else
 * a checker in another language (checker.py, checker.cpp: Kattis's protocol, as an interactor.py is taken; it was
 * "checker.ts does not exist"), else checker.ts, to be written.
 */
export function checkerPathFor(dir: string, mode: CheckerMode): string {
  if (mode === "testlib") return join(dir, "checker.cpp");
  if (existsSync(join(dir, "checker.ts"))) return join(dir, "checker.ts");
  // A Kattis package's output_validator/ (C++, Python or TypeScript) kept on import.
  if (existsSync(join(dir, "output_validator"))) return join(dir, "output_validator");
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    // No problem folder: checker.ts is the name to write.
  }
  const other = names.find((name) => /^checker\.[A-Za-z0-9+]+$/.test(name) && !NOT_SOURCES.has(name.slice(name.indexOf(".")).toLowerCase()) && !/\.(?:h|hpp|d\.ts)$/.test(name));
  return join(dir, other ?? "checker.ts");
}

/**
 * main.ts; else main.js (an accepted JavaScript submission imported from a Kattis package); else the main of another
 * language, the first by name (main.cpp, main.py, Main.java: `npm run new -- <id> --lang cpp`, or an accepted C++ or
 * Python submission imported from a Kattis package); else main.ts, to be written.
 */
export function mainSolutionOf(dir: string): string {
  for (const name of ["main.ts", "main.js"]) if (existsSync(join(dir, name))) return join(dir, name);
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    // No solutions folder yet: main.ts is the name to write.
  }
  const other = names.find(isMainSolutionName);
  return join(dir, other ?? "main.ts");
}

/** main.<ext> or Main.<ext> (Main.java): not a kept-aside .mine file, nor a note or a case beside it. */
export function isMainSolutionName(name: string): boolean {
  return /^(main|Main)\.[A-Za-z0-9+]+$/.test(name) && !NOT_SOURCES.has(name.slice(name.indexOf(".")).toLowerCase());
}
const NOT_SOURCES = new Set([".md", ".txt", ".in", ".out", ".ans", ".json", ".yaml", ".yml", ".map", ".mine"]);

/** Every problem id: the folders of problems/ that hold a problem.yaml. */
export function listProblemIds(): string[] {
  if (!existsSync(problemsDir())) return [];
  return readdirSync(problemsDir(), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(problemsDir(), entry.name, "problem.yaml")))
    .map((entry) => entry.name)
    .sort();
}

/** Finds a problem by id or alias, case-insensitively; an unknown name lists the close matches. */
export function findProblem(name: string): Problem {
  const wanted = name.trim().toLowerCase();
  const ids = listProblemIds();
  if (ids.includes(wanted)) return loadProblem(wanted);
  const names: { name: string; id: string }[] = [];
  for (const id of ids) {
    names.push({ name: id, id });
    for (const alias of readAliases(id)) names.push({ name: alias, id });
  }
  const owners = [...new Set(names.filter((entry) => entry.name === wanted).map((entry) => entry.id))];
  if (owners.length === 1) return loadProblem(owners[0]!);
  if (owners.length > 1) {
    // Two problems claim the alias (an import of a copy, say): guessing would judge the wrong one.
    throw new UserError(`The alias "${wanted}" belongs to ${owners.join(" and ")}`, `use the id, or remove the alias from all but one of ${owners.map((id) => `problems/${id}/problem.yaml`).join(", ")}`);
  }
  const scored = names
    .map((entry) => ({ ...entry, score: distance(wanted, entry.name) / Math.max(wanted.length, entry.name.length, 1) }))
    .filter((entry) => entry.score <= 0.5 || (wanted.length >= 2 && (entry.name.includes(wanted) || wanted.includes(entry.name))))
    .sort((a, b) => a.score - b.score);
  // One suggestion per problem: its id, with the alias that matched when that is closer.
  const close = scored
    .filter((entry, index) => scored.findIndex((other) => other.id === entry.id) === index)
    .slice(0, 5)
    .map((entry) => (entry.name === entry.id ? entry.id : `${entry.id} (alias ${entry.name})`));
  const known = describeKnownProblems(ids);
  // A path where the id goes (`judge solutions/x/main.ts`): `new <that>` would be refused; say where files go instead.
  const file = /[/\\]/.test(wanted) || /\.[a-z0-9]{1,5}$/.test(wanted);
  throw new UserError(
    `Unknown problem "${name}"${close.length ? `; did you mean ${close.join(", ")}?` : ""}`,
    file
      ? `"${name}" is a file, not a problem: give the problem's id first, then the file with an option (judge, stress, submit and verify take --solution <file>; explore takes --game <file>). ${known.charAt(0).toUpperCase()}${known.slice(1)}`
      : `${known}. Create one with: npm run new ${newId(wanted)}`,
  );
}

// The id `new` would take for a name typed where an id goes: "max pair" or "Max_Pair" gave "npm run new max pair",
// which new refuses (an id is lowercase letters, digits and dashes).
function newId(wanted: string): string {
  const id = wanted.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return id || "<id>";
}

/** Aliases that more than one problem claims, with their owners: each is a lookup that cannot be answered. */
export function findSharedAliases(ids = listProblemIds()): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const id of ids) for (const alias of readAliases(id)) owners.set(alias, [...(owners.get(alias) ?? []), id]);
  return new Map([...owners].filter(([, claimed]) => claimed.length > 1));
}

/** "known problems: hdu1527, hdu2516" for hints. */
export function describeKnownProblems(ids = listProblemIds()): string {
  return ids.length ? `known problems: ${ids.join(", ")}` : "there are no problems yet";
}

// Aliases are read cheaply, without failing the whole lookup on another problem's broken file.
function readAliases(id: string): string[] {
  try {
    return loadProblem(id).config.aliases;
  } catch {
    return [];
  }
}
