import { withoutCommentsAndStrings } from "../languages/main-class";

/**
 * go build of a lone file whose package is not main says only "-buildmode=exe requires exactly one main package", with
 * no file:line:col, so the CE's first line named no place: the place is the file's package clause, said here in the
 * form every other CE leads with (`solver.go:1:9: error: package solver is not main …`); so is a package main without
 * func main.
 */
export function goPackageError(languageId: string, compilerSaid: string, mainText: string, shownName: string | undefined): string | undefined {
  if (languageId !== "go" || shownName === undefined || !/requires exactly one main package|is not a main package|function main is undeclared in the main package/.test(compilerSaid)) return undefined;
  // The package clause: the first `package name` at a line's start outside comments (a // or /* */ before it is skipped).
  const code = withoutCommentsAndStrings(mainText);
  const match = /^([ \t]*package[ \t]+)([A-Za-z_][A-Za-z0-9_]*)/m.exec(code);
  if (!match) return undefined;
  const line = code.slice(0, match.index).split("\n").length;
  // A package main without func main: the linker's "runtime.main_main·f: function main is undeclared in the main
  // package" named no place either; the package clause is where main is missing from.
  if (match[2] === "main") return /function main is undeclared in the main package/.test(compilerSaid) ? `${shownName}:${line}:${match[1]!.length + 1}: error: function main is undeclared in the main package` : undefined;
  return `${shownName}:${line}:${match[1]!.length + 1}: error: package ${match[2]} is not main: a Go program is package main, with func main (go build said: -buildmode=exe requires exactly one main package)`;
}
