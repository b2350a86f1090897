import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import type { LanguageDefinition } from "./language";
import { withoutCommentsAndStrings } from "./main-class";
import { languageOfFiles } from "./registry";

/** A program given as a folder of sources (a multi-file submission): its language, entry point and every file. */
export type SourceFolder = { ok: true; language: LanguageDefinition; main: string; files: { root: string; paths: string[] } } | { ok: false; reason: string };

// The format's default entry points (its languages table): Python's __main__.py, JavaScript's main.js; main.rs for rustc.
// main.py after the format's __main__.py: this project's own mains are main.<ext> (solutions/hdu1527/py/main.py), and
// a folder of them judged with --solution was CE, "name it __main__.py, or give its entrypoint in submissions.yaml".
// main.sh as BAPCtools takes it (the first file named main*): its hello's accepted/test-multifile.sh/ holds main.sh and
// secondary.sh, and was not imported, "its entry point is not known".
const NAMED_ENTRY: Record<string, string[]> = { python: ["__main__.py", "main.py"], javascript: ["main.js"], typescript: ["main.ts"], rust: ["main.rs"], go: ["main.go"], bash: ["main.sh"] };

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
  let problem: string | undefined;
  try {
    problem = walk(dir);
  } catch (error) {
    // A path past PATH_MAX (ENAMETOOLONG), a folder it may not list: a reason, not the judge's stack trace.
    const { code, path } = error as NodeJS.ErrnoException;
    if (!code) throw error;
    problem = `${path ?? dir} cannot be read (${code}${code === "ENAMETOOLONG" ? ": a path in it is too long" : ""})`;
  }
  if (problem) return { ok: false, reason: problem };
  const language = languageOfFiles(paths);
  if (!language) return { ok: false, reason: `no known language among its files (${paths.map((path) => basename(path)).join(", ") || "none"})` };
  const main = entryPointOf(language, basename(dir), paths.map((path) => relative(dir, path)), (path) => readFileSync(join(dir, path), "utf8"));
  if ("reason" in main) return { ok: false, reason: main.reason };
  return { ok: true, language, main: join(dir, main.path), files: { root: dir, paths } };
}

/**
 * The entry point among a folder's files (paths relative to it; read gives a file's text), as the format says:
 * submissions.yaml's `entrypoint` when given (`declared`: one of the files, or for Java and Kotlin a class name such as
 * `Solver`, `pkg.Solver` or `SolverKt`); else the file that carries the folder's label (import writes it into the entry
 * point it found, so a folder judged later keeps the one submissions.yaml named); else the languages table's default:
 * __main__.py, main.js, main.rs at the top; for Java and Kotlin the file that declares main; else the file named after
 * the folder, or the only source (C and C++ compile every file, so the first will do).
 */
export function entryPointOf(language: LanguageDefinition, folderName: string, paths: string[], read: (path: string) => string, declared?: string): { path: string } | { reason: string } {
  const sources = paths.filter((path) => language.extensions.includes(extname(path).toLowerCase()));
  if (declared !== undefined) {
    const main = paths.includes(declared) ? declared : language.mainClass ? sources.find((path) => declaresClass(language.mainClass!, path, read(path), declared)) : undefined;
    if (main) return { path: main };
    const kind = language.mainClass ? `a file or a class of its ${language.name} sources` : "one of its files";
    return { reason: `submissions.yaml's entrypoint ${declared} is not ${kind} (${sources.join(", ") || "none"})` };
  }
  const labelled = sources.filter((path) => /^(?:\/\/|#)\s*expect:/.test(labelLine(read(path)).trim()));
  const named = (NAMED_ENTRY[language.id] ?? []).find((name) => sources.includes(name));
  const withMain = language.mainClass ? sources.find((path) => /\bfun\s+main\s*\(|\bstatic\s+(?:public\s+|final\s+)*void\s+main\s*\(/.test(read(path))) : undefined;
  // A folder named like a file (BAPCtools' test-multifile.sh/) is named after its stem.
  const stem = language.extensions.includes(extname(folderName).toLowerCase()) ? basename(folderName, extname(folderName)) : folderName;
  const afterFolder = sources.find((path) => basename(path, extname(path)) === stem);
  const main = (labelled.length === 1 ? labelled[0] : undefined) ?? named ?? withMain ?? afterFolder ?? (sources.length === 1 || language.id === "c" || language.id === "cpp" ? sources[0] : undefined);
  if (!main) return { reason: `its entry point is not known: name it ${(NAMED_ENTRY[language.id] ?? [`${stem}${language.extensions[0]}`]).join(" or ")}, or give its entrypoint in submissions.yaml` };
  return { path: main };
}

/** The line a source's label lives on (verify/solution-label.ts): its first, or its second after a `#!` line. */
export function labelLine(source: string): string {
  const lines = source.split("\n", 2);
  return (lines[0]?.startsWith("#!") ? lines[1] : lines[0]) ?? "";
}

// Whether a JVM source declares the class an entrypoint names: Java `[pkg.]Name` (a top-level class, in that package),
// Kotlin `[pkg.]NameKt` (the class of the file Name.kt) or a class or object of that name.
function declaresClass(kind: "java" | "kotlin", path: string, text: string, entry: string): boolean {
  const code = withoutCommentsAndStrings(text);
  const pkg = /^[ \t]*package[ \t]+([\w$.]+)/m.exec(code)?.[1] ?? "";
  const dot = entry.lastIndexOf(".");
  if ((dot === -1 ? "" : entry.slice(0, dot)) !== pkg) return false;
  const name = entry.slice(dot + 1);
  if (kind === "kotlin" && name === `${basename(path, extname(path)).replace(/^./, (first) => first.toUpperCase())}Kt`) return true;
  return new RegExp(`(?:^|[\\s;}])(?:class|interface|enum|record|object)\\s+${name.replace(/[$.*+?^{}()|[\]\\]/g, "\\$&")}(?![\\w$])`).test(code);
}
