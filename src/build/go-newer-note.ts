import { versionAtLeast } from "./version-at-least";

/**
 * Debian's go is 1.19, and today's contest Go (Codeforces runs 1.22) has builtins and packages that came later: min,
 * max and clear, the slices, maps and cmp packages, a range over an integer. Their CE ("undefined: min", "cannot find
 * package "slices"") read as a typo or a missing install; name the Go version that brought it and the one here.
 */
const BUILTINS: Record<string, string> = { min: "1.21", max: "1.21", clear: "1.21" };
const PACKAGES: Record<string, string> = { slices: "1.21", maps: "1.21", cmp: "1.21", "log/slog": "1.21", "math/rand/v2": "1.22", iter: "1.23", unique: "1.23", structs: "1.23", weak: "1.24" };

export function goNewerNote(languageId: string, firstError: string | undefined, version: string | undefined): string {
  if (languageId !== "go" || !firstError || !version) return "";
  const here = /\bgo(\d+)\.(\d+)/.exec(version);
  if (!here) return "";
  const builtin = /: error: undefined: (\w+)$/.exec(firstError)?.[1];
  const pkg = /: error: cannot find package "([\w/]+)"/.exec(firstError)?.[1];
  const [what, since] =
    builtin !== undefined && Object.hasOwn(BUILTINS, builtin)
      ? [`${builtin} is a builtin of Go ${BUILTINS[builtin]!}`, BUILTINS[builtin]!]
      : pkg !== undefined && Object.hasOwn(PACKAGES, pkg)
        ? [`"${pkg}" is Go ${PACKAGES[pkg]!}'s standard library`, PACKAGES[pkg]!]
        : /: error: cannot range over \S+ \(untyped int constant|: error: cannot range over \w+ \(variable of type u?int/.test(firstError)
          ? ["a range over an integer is Go 1.22's", "1.22"]
          : [undefined, undefined];
  if (!what || !since) return "";
  if (versionAtLeast(here[1]!, here[2]!, since)) return "";
  return ` (${what}, and this go is ${here[1]}.${here[2]}: install a newer one and name it under go: in languages.yaml, docs/languages.md)`;
}
