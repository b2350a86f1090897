import { readdirSync } from "node:fs";
import { basename, isAbsolute, join, relative } from "node:path";
import { UserError } from "../errors";
import { casesDir, displayPath, problemsDir, projectRoot, solutionsDir } from "../paths";
import { isFile, nearFile } from "../util/near-file";
import { isMainSolutionName, type Problem } from "./find-problem";

// "Solution not found" sent a user who typed man.ts for main.ts to check the path, and one whose main.cpp sat in
// problems/<id>/ (or cases/<id>/, or solutions/ itself) to write a main.ts: the error now names the file meant.

/** The error for a solution that is not there: the file given with --solution (`given`), or the problem's main. */
export function solutionNotFound(problem: Problem, solutionPath: string, given: boolean): UserError {
  const shown = displayPath(solutionPath);
  if (given) {
    const near = nearFile(solutionPath) ?? elsewhereInProject(problem.id, solutionPath);
    return new UserError(`Solution not found: ${shown}${near ? `; did you mean ${typable(near)}?` : ""}`, "check the path given to --solution (relative paths start from the folder you ran npm in)");
  }
  const stray = strayMain(problem.id);
  if (stray) {
    const meant = join(solutionsDir(), problem.id, stray.name);
    return new UserError(
      `Solution not found: ${shown}, but ${displayPath(stray.path)} is a main in the wrong folder (a problem's main is solutions/${problem.id}/main.<ext>)`,
      `move it: mv ${displayPath(stray.path)} ${displayPath(meant)} (or judge it where it is with --solution ${displayPath(stray.path)})`,
    );
  }
  return new UserError(`Solution not found: ${shown}`, `problem "${problem.id}" exists; only its solution is missing: write ${shown} (or judge another file with --solution <file.ts>)`);
}

// A path as it is typed where the command ran: from a subfolder of the project, ../../solutions/<id>/main.cpp.
function typable(path: string): string {
  const fromRoot = relative(projectRoot(), process.cwd());
  const inSubfolder = fromRoot !== "" && !fromRoot.startsWith("..") && !isAbsolute(fromRoot);
  return inSubfolder ? relative(process.cwd(), path) : displayPath(path);
}

/**
 * The file meant by a --solution typed from a subfolder (cases/<id>/, where `--solution main.cpp` or
 * `--solution solutions/<id>/main.cpp` resolve below it): the same path from the project's root, or the same name
 * in the problem's solutions folder or its wrong/.
 */
function elsewhereInProject(id: string, solutionPath: string): string | undefined {
  const typed = relative(process.cwd(), solutionPath);
  const fromRoot = typed && !typed.startsWith("..") && !isAbsolute(typed) ? [join(projectRoot(), typed)] : [];
  const name = basename(solutionPath);
  return [...fromRoot, join(solutionsDir(), id, name), join(solutionsDir(), id, "wrong", name)].find((path) => path !== solutionPath && isFile(path));
}

/** A main.<ext> (Main.java) left where no command looks for it: problems/<id>/, cases/<id>/, solutions/ or the project's root. */
export function strayMain(id: string): { path: string; name: string } | undefined {
  for (const dir of [join(problemsDir(), id), join(casesDir(), id), solutionsDir(), projectRoot()]) {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      continue;
    }
    const name = names.find((candidate) => isMainSolutionName(candidate) && isFile(join(dir, candidate)));
    if (name) return { path: join(dir, name), name };
  }
  return undefined;
}
