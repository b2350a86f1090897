import { existsSync } from "node:fs";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";

/** Refuses early, before judging, when --out names a file that exists and --force was not given. */
export function assertOutFree(path: string, force: boolean): void {
  if (!force && existsSync(path)) throw outExists(path);
}

/** Writes the submission atomically; never over an existing file unless forced. */
export function writeSubmission(path: string, text: string, force: boolean): void {
  try {
    writeFileAtomic(path, text, { exclusive: !force });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw outExists(path);
    throw new UserError(`Cannot write ${displayPath(path)}: ${code ?? (error as Error).message}`, "check that the folder exists and is writable");
  }
}

function outExists(path: string): UserError {
  return new UserError(`${displayPath(path)} already exists; submit never writes over a file`, "choose another --out, or pass --force to replace it");
}
