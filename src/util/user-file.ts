import { accessSync, constants, statSync } from "node:fs";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { nearFile } from "./near-file";

// A path the user typed is checked before it is opened: a FIFO would block the read forever, a folder or a
// missing file would surface as a Node stack. Each becomes one line saying what is wrong and what to give instead.

/** Throws a UserError unless `path` is an existing, readable, regular file. `what` names it, e.g. "--in". */
export function assertReadableFile(path: string, what: string, hint = `check the path given to ${what} (relative paths start from the folder you ran npm in)`): void {
  const shown = displayPath(path);
  // A shell's <(…) is /dev/fd/63: a pipe, and closed at the command's start with every other inherited fd (launch.cjs).
  const substituted = (): UserError =>
    new UserError(`${what} ${shown} is a shell's <(…) process substitution, a pipe the command cannot read`, `write it to a file first (… > x.txt), then give ${what} x.txt`);
  const fdPath = /^\/(?:dev|proc\/(?:self|\d+))\/fd\/\d+$/.test(path);
  let info;
  try {
    info = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (fdPath) throw substituted();
    if (code === "ENOENT") throw new UserError(`${what} ${shown} does not exist${didYouMean(path)}`, hint);
    if (code === "ENOTDIR") throw new UserError(`${what} ${shown}: a folder on the way is a file`, hint);
    throw new UserError(`${what} ${shown} cannot be read (${code ?? String(error)})`, hint);
  }
  if (info.isDirectory()) throw new UserError(`${what} ${shown} is a folder, not a file`, hint);
  if (!info.isFile() && fdPath && info.isFIFO()) throw substituted();
  if (!info.isFile()) throw new UserError(`${what} ${shown} is not a regular file (a pipe, socket or device)`, `give a plain file to ${what}`);
  try {
    accessSync(path, constants.R_OK);
  } catch (error) {
    throw new UserError(`${what} ${shown} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`, "check the file's permissions");
  }
}

/** "; did you mean <the folder's nearest file>?" for a path that does not exist, or "". */
export function didYouMean(path: string): string {
  const near = nearFile(path);
  return near === undefined ? "" : `; did you mean ${displayPath(near)}?`;
}
