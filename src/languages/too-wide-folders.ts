import { homedir } from "node:os";

/** Folders a box never shows whole for a toolchain: the machine's root, the homes, and where many installations live. */
export function tooWideFolders(): Set<string> {
  return new Set(["/", homedir(), "/root", "/home", "/opt", "/usr/local"]);
}
