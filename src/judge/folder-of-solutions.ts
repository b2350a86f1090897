import { lstatSync, readdirSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";
import { UserError } from "../errors";
import { displayPath, solutionsDir } from "../paths";
import { languagesForFile } from "../languages/registry";
import { labelLine } from "../languages/source-folder";
import { readHeadText } from "../util/read-head";

// A folder given to --solution is one submission of several files (a Kattis folder). A new user who typed the
// problem's solutions folder got all its programs compiled together: main.cpp, cpp/main.cpp and every wrong/*.cpp,
// and a wall of "multiple definition of `main'". Such a folder is refused before anything builds, with what to type.

/** Files looked at, at most: a folder that large is not one submission either way. */
const MAX_LOOKED_AT = 2000;

/** Refuses a folder that holds the project's solutions or several labelled programs, each a solution of its own. */
export function refuseFolderOfSolutions(dir: string, problemId: string): void {
  const place = relative(solutionsDir(), dir);
  const mainHint = `judge one file: npm run judge -- ${problemId} --solution <file> (or every labelled one: npm run verify -- ${problemId})`;
  if (place === "" || (!place.startsWith("..") && !place.includes(sep))) {
    throw new UserError(`--solution ${displayPath(dir)} is ${place === "" ? "the folder of every problem's solutions" : `the folder of ${basename(dir)}'s solutions`}, not one solution`, `${mainHint}; without --solution, its main is judged`);
  }
  const { labelled, cut } = labelledSources(dir);
  if (labelled.length >= 2) {
    const shown = labelled.slice(0, 3).map((path) => relative(dir, path)).join(", ");
    throw new UserError(`--solution ${displayPath(dir)} holds ${labelled.length}${cut ? " or more" : ""} labelled solutions (${shown}${labelled.length > 3 ? ", …" : ""}), each a program of its own; a folder is judged as one submission of several files`, mainHint);
  }
}

// Sources of a known language whose label line says `expect:` (verify's labels), in a bounded walk.
function labelledSources(dir: string): { labelled: string[]; cut: boolean } {
  const found: string[] = [];
  let looked = 0;
  const walk = (folder: string): void => {
    let names: string[];
    try {
      names = readdirSync(folder).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (++looked > MAX_LOOKED_AT) return;
      const path = join(folder, name);
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(path);
      else if (stat?.isFile() && languagesForFile(path).length > 0 && /^(?:\/\/|#)\s*expect:/.test(labelLine(readHeadText(path, 4096)).trim())) found.push(path);
    }
  };
  walk(dir);
  return { labelled: found, cut: looked > MAX_LOOKED_AT };
}
