import { lstatSync, readdirSync, rmdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/**
 * Takes back a fresh import that was stopped: the files it wrote, then every folder under its homes left empty.
 * Not the homes whole: the timing that was stopped takes minutes, and a file written there meanwhile (a case made
 * with `npm run case`, a solution begun in an editor) is the user's. Returns the entries left, which it did not write.
 */
export function takeBackWritten(written: string[], homes: string[]): string[] {
  for (const path of written) rmSync(path, { force: true });
  const left: string[] = [];
  const prune = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      // lstat: a link to a folder is an entry left, never walked into.
      if (lstatSync(path).isDirectory()) prune(path);
      else left.push(path);
    }
    if (readdirSync(dir).length === 0) rmdirSync(dir);
  };
  for (const home of homes) if (lstatSync(home, { throwIfNoEntry: false })?.isDirectory()) prune(home);
  return left.sort();
}
