import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { LanguageDefinition } from "../languages/language";
import { displayPath } from "../paths";

// The format's language codes (appendix/languages.md) for our language ids; Python is python3 there.
const FORMAT_CODES: Record<string, string[]> = { python: ["python3", "python"], cpp: ["cpp"], c: ["c"], java: ["java"], kotlin: ["kotlin"], rust: ["rust"], go: ["go"], javascript: ["javascript"], typescript: ["typescript"] };

/**
 * A Kattis package's include/<language>/ (else include/default/): files added to every submission in that language
 * before it is built, replacing the submission's own files of those names (2023-07-draft "Included Files").
 * Returns the files with their names in the build, or a note when they cannot be added.
 */
export function includedFiles(includeRoot: string, language: LanguageDefinition): { files: { name: string; path: string }[]; from?: string; note?: string } {
  const folder = [...(FORMAT_CODES[language.id] ?? [language.id]), "default"].map((code) => join(includeRoot, code)).find((dir) => existsSync(dir) && statSync(dir).isDirectory());
  if (!folder) return { files: [] };
  const files = filesUnder(folder).map((path) => ({ name: relative(folder, path), path }));
  if (files.length === 0) return { files: [] };
  // Ours build TypeScript and JavaScript from one self-contained file (what submit pastes): nothing can be added.
  if (language.runtime === "node") return { files: [], note: `note: ${displayPath(folder)}/ is not added to ${language.name} submissions: the judge builds ${language.name} from one self-contained file` };
  return { files, from: displayPath(folder) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return stat.isDirectory() ? filesUnder(path) : stat.isFile() ? [path] : [];
  });
}
