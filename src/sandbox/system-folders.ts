import { lstatSync } from "node:fs";

// What every box (launcher.c's --box) shows besides a program's own toolchain, as isolate does: the system's programs
// and libraries, and the dynamic loader's and Debian's alternatives settings. Not the rest of /etc (shadow, keys, the
// machine's configuration), not /home, /root, /tmp, the project or the judge's folders.
const CANDIDATES = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives"];

let found: string[] | undefined;

/** The system folders of this machine that a box binds read-only (a link such as /lib -> usr/lib is made again as a link). */
export function systemFolders(): string[] {
  found ??= CANDIDATES.filter((path) => {
    try {
      lstatSync(path);
      return true;
    } catch {
      return false;
    }
  });
  return found;
}
