import { readdirSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { nearestName } from "./nearest-name";

// A path typed with a slip (man.ts for main.ts, Fib.jav, fib.PY) was "not found" with no word of the file beside it
// that was meant: the folder's nearest file name, when one is close enough, is offered as oj and cph offer theirs.

/** The existing file in `path`'s folder whose name is nearest to its name (same letters in another case first), or undefined. */
export function nearFile(path: string): string | undefined {
  const wanted = basename(path);
  const dir = dirname(path);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name !== wanted);
  } catch {
    return undefined;
  }
  // The names are compared first; only the one chosen is looked at (a folder such as /tmp holds thousands).
  const sameLetters = names.find((name) => name.toLowerCase() === wanted.toLowerCase());
  const near = sameLetters ?? nearestName(wanted, names);
  return near !== undefined && isFile(join(dir, near)) ? join(dir, near) : undefined;
}

/** Whether a regular file is there (false for a folder, a missing path or one that cannot be read). */
export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
