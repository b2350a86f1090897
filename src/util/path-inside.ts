import { sep } from "node:path";

// Whether an absolute, normalised path is a folder or lies under it: the one test every "may it reach there" check
// uses (a prefix test without the separator takes /a/bc for inside /a/b).
export function isSameOrInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder + sep);
}
