import { realpathSync } from "node:fs";
import { homedir } from "node:os";
import { posix } from "node:path";
import { cacheDir, projectRoot } from "../paths";
import { isSameOrInside } from "../util/path-inside";
import { isTooWide } from "./too-wide-folders";

// A languages.yaml `reads` folder is bound into every box of its language: checked on the folder it really is (its
// links followed, globs expanded), since "/etc/", "/root/.", "//root", "/r*" or a link to / named the same folders
// the words "/etc" and "/root" are refused for, and a folder over the project showed a solution the cases' answers.

/** A read's text made plain: "//root/." → "/root", "/etc/" → "/etc" (no links followed). */
export function plainRead(folder: string): string {
  return posix.normalize(folder).replace(/(.)\/+$/, "$1");
}

/**
 * Why a box may not show this folder (absolute, its links followed), or undefined: it is / or holds /etc, a home
 * folder, the project or the build cache; or it is too wide (/opt, /usr/local, a home's .local, …); or it lies inside the
 * project or the cache.
 */
export function forbiddenReach(real: string, project = projectRoot(), cache = cacheDir): string | undefined {
  const plain = plainRead(real);
  if (plain === "/") return "the machine's root";
  const own = [
    { folder: realOr(project), name: `the project ${project}, whose cases hold the answers` },
    { folder: realOr(cache), name: `the build cache ${cache}` },
  ];
  for (const { folder, name } of own) {
    if (isSameOrInside(folder, plain)) return folder === plain ? name : `it holds ${name}`;
    if (isSameOrInside(plain, folder)) return `inside ${name}`;
  }
  const held = ["/etc", "/root", "/home", homedir()].find((folder) => isSameOrInside(folder, plain));
  if (held) return held === plain ? held : `it holds ${held}`;
  if (isTooWide(plain)) return `${plain} whole`;
  return undefined;
}

function realOr(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return plainRead(folder);
  }
}
