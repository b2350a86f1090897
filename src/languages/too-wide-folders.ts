import { homedir } from "node:os";

// A home's .local (keyrings, application data under share/), .cargo (credentials.toml) and .config hold a user's
// secrets as the home does: a tool in ~/.local/bin is an installation of its own there, not of ~/.local.
const HOME_DATA = [".local", ".cargo", ".config"];

/** Folders a box never shows whole for a toolchain: the machine's root, the homes, and where many installations live. */
export function tooWideFolders(): Set<string> {
  const homes = [homedir(), "/root"];
  return new Set(["/", "/root", "/home", "/opt", "/usr/local", ...homes, ...homes.flatMap((home) => HOME_DATA.map((name) => `${home}/${name}`))]);
}

/** Whether a folder (absolute, normalised) is too wide: one of tooWideFolders, or any /home/<user> and its data folders. */
export function isTooWide(folder: string): boolean {
  if (tooWideFolders().has(folder)) return true;
  const [, top, user, data, more] = folder.split("/");
  return top === "home" && user !== undefined && user !== "" && more === undefined && (data === undefined || HOME_DATA.includes(data));
}
