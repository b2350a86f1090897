import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { UserError } from "../errors";
import { findLanguageTools } from "../languages/launch";
import { languageOfFiles, languagesForFile } from "../languages/registry";
import { isMainSolutionName, mainSolutionOf } from "../problem/find-problem";

/**
 * The solutions verify judges besides main, brute and second-method, in every language a file's ending names
 * (docs/languages.md): the wrong/ folder's labelled ones, and the other subfolders' (cpp/main.cpp, py/main.py,
 * java/Main.java), which must be AC everywhere unless their first line labels them otherwise.
 */
export function listWrongSolutions(dir: string): string[] {
  if (!existsSync(dir)) return [];
  // Every language's files, and folders (multi-file solutions imported from a Kattis package); not kept-aside .mine files.
  return readdirSync(dir)
    .filter((file) => !file.endsWith(".d.ts") && (languagesForFile(file).length > 0 || statSync(join(dir, file)).isDirectory()))
    .sort()
    .map((file) => join(dir, file));
}

/**
 * The problem's other-language solutions: a second main beside the main (main.cpp next to main.ts, which verify passed
 * over without a word and export left out of submissions/), then every source in solutions/<id>/<folder>/ but wrong/,
 * by folder then name.
 */
export function listLanguageSolutions(solutionsDir: string): string[] {
  if (!existsSync(solutionsDir)) return [];
  const entries = readdirSync(solutionsDir, { withFileTypes: true });
  const main = mainSolutionOf(solutionsDir);
  const otherMains = entries
    .filter((entry) => !entry.isDirectory() && isMainSolutionName(entry.name) && languagesForFile(entry.name).length > 0 && join(solutionsDir, entry.name) !== main)
    .map((entry) => join(solutionsDir, entry.name))
    .sort();
  const inFolders = entries
    .filter((entry) => entry.isDirectory() && entry.name !== "wrong" && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort()
    .flatMap((folder) => sourcesIn(join(solutionsDir, folder)));
  return [...otherMains, ...inFolders];
}

/** How verify names a solution: its path under solutions/<id>/. */
export function solutionName(solutionsDir: string, path: string): string {
  return relative(solutionsDir, path);
}

/** Why an entry among the solutions is neither a file nor a folder (a FIFO, a socket, a device, a dangling link), or undefined. */
export function notPlain(path: string): string | undefined {
  let stat;
  try {
    stat = statSync(path);
  } catch (error) {
    return `it cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}: a dangling link?)`;
  }
  return stat.isFile() || stat.isDirectory() ? undefined : "it is not a regular file (a FIFO, socket or device)";
}

/** Why a solution's language cannot run here (its compiler or interpreter is not installed), or undefined when it can. */
export async function missingToolchain(path: string): Promise<string | undefined> {
  // A folder (a multi-file submission) is of the language that claims its files.
  const language = statSync(path).isDirectory() ? languageOfFiles(readdirSync(path)) : languagesForFile(path)[0];
  if (!language) return `no language claims its ending`;
  try {
    await findLanguageTools(language);
    return undefined;
  } catch (error) {
    if (error instanceof UserError) return `${error.message}; ${error.hint ?? `install ${language.install}`}`;
    throw error;
  }
}

function sourcesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => languagesForFile(file).length > 0 && !statSync(join(dir, file), { throwIfNoEntry: false })?.isDirectory())
    .sort()
    .map((file) => join(dir, file));
}
