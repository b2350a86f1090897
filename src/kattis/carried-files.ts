/**
 * Our own files that Kattis has no place for travel in stonebench/ (problemtools allows extra folders but not names
 * starting with a dot; packages exported before used .stonebench/, which import still reads). The problem folder
 * travels whole at its top, the TypeScript solutions in stonebench/solutions/, and the cases' own files (anything in
 * cases/<id>/ that is not a .in or .out, such as a record of where each .out came from) in stonebench/cases/.
 */
export const STONEBENCH_FOLDER = "stonebench";
export const CARRIED_FOLDERS = [STONEBENCH_FOLDER, ".stonebench"];
export const CARRIED_SOLUTIONS = "solutions";
export const CARRIED_CASES = "cases";

/** Where import keeps a foreign package's files that have no place of ours (its problem.yaml, settings, input validators, …). */
export const KEPT_KATTIS_FOLDER = "kattis";

/**
 * problemtools refuses a file or folder whose name starts with a dot anywhere in a package (but `.gitignore`, and
 * `.timelimit` at its top), and our files have such names: a legacy package's `.timelimit` kept in kattis/, a case's
 * `.from-main`. In stonebench/ such a name gets a leading "_" (`.timelimit` → `_.timelimit`), and so does one that
 * already starts with "_." (`_.x` → `__.x`), so that import takes exactly one "_" off and every name comes back.
 */
export function carriedPath(path: string): string {
  return path.split("/").map((part) => (/^_*\./.test(part) ? `_${part}` : part)).join("/");
}

/** The name a file carried in stonebench/ had (carriedPath undone); a package exported before keeps its names. */
export function ownPath(path: string): string {
  return path.split("/").map((part) => (/^_+\./.test(part) ? part.slice(1) : part)).join("/");
}

/** The line of the statement.md import writes for a LaTeX-only package (export sends the .tex files instead of it). */
export const LATEX_STUB_MARK = "The statement came as LaTeX:";
