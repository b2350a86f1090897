import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import type { LanguageDefinition } from "./language";
import { languageOfFiles } from "./registry";

/** A program given as a folder of sources (a multi-file submission): its language, entry point and every file. */
export type SourceFolder = { ok: true; language: LanguageDefinition; main: string; files: { root: string; paths: string[] } } | { ok: false; reason: string };

// The format's default entry points (its languages table): Python's __main__.py, JavaScript's main.js; main.rs for rustc.
const NAMED_ENTRY: Record<string, string[]> = { python: ["__main__.py"], javascript: ["main.js"], typescript: ["main.ts"], rust: ["main.rs"], go: ["main.go"] };

/**
 * A folder of sources as the Kattis package format reads it: one language among its files (the highest-priority one
 * that claims any), every regular file in it (links and other entries refused), and the entry point that entryPointOf
 * finds.
 */
export function readSourceFolder(dir: string): SourceFolder {
  const paths: string[] = [];
  const walk = (folder: string): string | undefined => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const stat = lstatSync(path);
      if (stat.isDirectory()) {
        const problem = walk(path);
        if (problem) return problem;
      } else if (stat.isFile()) paths.push(path);
      else return `${path} is not a regular file`;
    }
    return undefined;
  };
  const problem = walk(dir);
  if (problem) return { ok: false, reason: problem };
  const language = languageOfFiles(paths);
  if (!language) return { ok: false, reason: `no known language among its files (${paths.map((path) => basename(path)).join(", ") || "none"})` };
  const main = entryPointOf(language, basename(dir), paths.map((path) => relative(dir, path)), (path) => readFileSync(join(dir, path), "utf8"));
  if ("reason" in main) return { ok: false, reason: main.reason };
  return { ok: true, language, main: join(dir, main.path), files: { root: dir, paths } };
}

/**
 * The entry point among a folder's files (paths relative to it; read gives a file's text), as the format's languages
 * table says: __main__.py, main.js, main.rs at the top; for Java and Kotlin the file that declares main; else the file
 * named after the folder, or the only source (C and C++ compile every file, so the first will do).
 */
export function entryPointOf(language: LanguageDefinition, folderName: string, paths: string[], read: (path: string) => string): { path: string } | { reason: string } {
  const sources = paths.filter((path) => language.extensions.includes(extname(path).toLowerCase()));
  const named = (NAMED_ENTRY[language.id] ?? []).find((name) => sources.includes(name));
  const withMain = language.mainClass ? sources.find((path) => /\bfun\s+main\s*\(|\bstatic\s+(?:public\s+|final\s+)*void\s+main\s*\(/.test(read(path))) : undefined;
  const afterFolder = sources.find((path) => basename(path, extname(path)) === folderName);
  const main = named ?? withMain ?? afterFolder ?? (sources.length === 1 || language.id === "c" || language.id === "cpp" ? sources[0] : undefined);
  if (!main) return { reason: `its entry point is not known: name it ${(NAMED_ENTRY[language.id] ?? [`${folderName}${language.extensions[0]}`]).join(" or ")}` };
  return { path: main };
}
