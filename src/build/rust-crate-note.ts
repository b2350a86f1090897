/**
 * AtCoder's Rust has crates (proconio, itertools, rand, …); Codeforces', Kattis' and this one's rustc build with the
 * standard library alone, and a crate's import was CE "unresolved import `proconio`" or "can't find crate for `rand`",
 * as if misspelt: say that no crate is there, and what to do.
 */
const STD_CRATES = new Set(["std", "core", "alloc", "crate", "self", "super", "main"]);

export function rustCrateNote(languageId: string, firstError: string | undefined): string {
  if (languageId !== "rust" || !firstError) return "";
  // "can't find crate" is a crate for certain; an unresolved first path segment may be one, or a module misspelt.
  const certain = /error\[E0463\]: can't find crate for `(\w+)`/.exec(firstError)?.[1];
  const maybe = /error\[E0432\]: unresolved import `(\w+)`/.exec(firstError)?.[1] ?? /error\[E0433\]: (?:cannot find module or crate|failed to resolve: use of (?:undeclared|unresolved) (?:crate or module|module or unlinked crate)) `(\w+)`/.exec(firstError)?.[1];
  const crate = certain ?? maybe;
  if (!crate || STD_CRATES.has(crate)) return "";
  return ` (${certain ? `${crate} is a crate` : `if ${crate} is a crate`}: rustc builds with the standard library alone here, as on Codeforces and Kattis; AtCoder's crates are not installed: paste what you need from it into the file)`;
}
