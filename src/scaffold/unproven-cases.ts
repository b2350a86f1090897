import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sha256 } from "../build/build-cache";
import { writeFileAtomic } from "../util/atomic-write";

// Cases whose expected output came from main.ts itself (npm run case with no other reference): "<name> <sha256 of .out>"
// per line in cases/<id>/.from-main. Such a case proves nothing, so verify lists it as unfinished while the .out is unchanged.
export const UNPROVEN_FILE = ".from-main";

export function recordUnproven(casesDir: string, name: string, output: Uint8Array): void {
  const path = join(casesDir, UNPROVEN_FILE);
  const text = existsSync(path) ? readFileSync(path, "utf8") : "";
  const lines = text.split("\n").filter((line) => line.trim());
  const kept = lines.filter((line) => line.split(" ")[0] !== name);
  const line = `${name} ${sha256(output)}\n`;
  // A new name is one append (O_APPEND: two `case` commands at once each keep their line; a read and a rewrite
  // dropped the other's, and verify then took its case from main for proved). A stale line of the name is rewritten.
  if (kept.length === lines.length && (lines.length === 0 || text.endsWith("\n"))) appendFileSync(path, line);
  else writeFileAtomic(path, [...kept, line].join("\n"));
}

/**
 * A case added again under the name of one main.ts answered (deleted, then added with --oracle brute or --out): its
 * old line goes, else the same bytes from brute.ts kept it listed as main's.
 */
export function forgetUnproven(casesDir: string, name: string): void {
  const path = join(casesDir, UNPROVEN_FILE);
  if (!existsSync(path)) return;
  const lines = readFileSync(path, "utf8").split("\n").filter((line) => line.trim());
  const kept = lines.filter((line) => line.split(" ")[0] !== name);
  if (kept.length !== lines.length) writeFileAtomic(path, kept.length ? [...kept, ""].join("\n") : "");
}

/** The cases still holding the output main.ts gave them. */
export function listUnproven(casesDir: string): string[] {
  const path = join(casesDir, UNPROVEN_FILE);
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([name, hash]) => {
      const out = join(casesDir, `${name}.out`);
      return name && hash && existsSync(out) && sha256(readFileSync(out)) === hash;
    })
    .map(([name]) => name!);
}
