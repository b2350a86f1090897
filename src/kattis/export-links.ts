import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors";
import { displayPath, projectRoot } from "../paths";
import { isSameOrInside } from "../util/path-inside";

// Export copies the problem's files into a package the user then shares: a link in a received problem folder
// (cases/<id>/x.out → ~/.ssh/id_rsa) would carry that file out, so every link must lead inside the project, as import
// asks every link of a package to lead inside it.

/** Throws naming the first link under the folders (or a folder itself) whose target is outside the project. */
export function assertLinksInsideProject(folders: string[]): void {
  const root = realpathSync(projectRoot());
  const check = (path: string): string | undefined => {
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      return undefined; // a link to nothing: export reads nothing through it
    }
    if (!isSameOrInside(real, root)) {
      throw new UserError(
        `${displayPath(path)} links outside the project (to ${real}): export would copy that file into the package; nothing was written`,
        "replace the link with the file itself if it is meant to travel, or remove it",
      );
    }
    return real;
  };
  // A link to a folder inside the project is walked too (once: a loop ends), since export reads through it.
  const seen = new Set<string>();
  const walk = (dir: string, real: string): void => {
    if (seen.has(real)) return;
    seen.add(real);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const target = check(path);
        if (target !== undefined && statSync(target).isDirectory()) walk(path, target);
      } else if (entry.isDirectory()) walk(path, join(real, entry.name));
    }
  };
  for (const folder of folders) {
    const real = existsSync(folder) ? check(folder) : undefined;
    if (real !== undefined) walk(folder, real);
  }
}
