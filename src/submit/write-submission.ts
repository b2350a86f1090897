import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";

/** Refuses early, before judging: --out names an existing file without --force, or a folder that does not exist. */
export function assertOutFree(path: string, force: boolean): void {
  if (!force && existsSync(path)) throw outExists(path);
  // A typo in the folder should not create folders; only the file is ours to write.
  if (!existsSync(dirname(path)) || !statSync(dirname(path)).isDirectory()) {
    throw new UserError(`The folder ${displayPath(dirname(path))} for --out does not exist`, "create it first, or choose another --out");
  }
}

/** Writes the submission atomically; never over an existing file unless forced. */
export function writeSubmission(path: string, text: string | Uint8Array, force: boolean): void {
  try {
    writeFileAtomic(path, text, { exclusive: !force });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw outExists(path);
    throw new UserError(`Cannot write ${displayPath(path)}: ${code ?? (error as Error).message}`, "check that the folder exists and is writable");
  }
}

/**
 * A CommonJS file named .js inside a "type": "module" package does not run there (`node Main.js` fails on require):
 * the warning to print, or undefined when the file runs as named.
 */
export function moduleTypeWarning(path: string, commonJs: boolean): string | undefined {
  if (!commonJs || !path.endsWith(".js")) return undefined;
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      let type: unknown;
      try {
        type = (JSON.parse(readFileSync(manifest, "utf8")) as { type?: unknown }).type;
      } catch {
        return undefined;
      }
      if (type !== "module") return undefined;
      return `${displayPath(path)} is CommonJS, but ${displayPath(manifest)} says "type": "module", so \`node ${basename(path)}\` cannot run it here (the judge runs it as written); to try it locally, name it ${basename(path, ".js")}.cjs`;
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function outExists(path: string): UserError {
  return new UserError(`${displayPath(path)} already exists; submit never writes over a file`, "choose another --out, or pass --force to replace it");
}
