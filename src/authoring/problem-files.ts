import { existsSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { languagesForFile } from "../languages/registry";
import { problemsDir, solutionsDir } from "../paths";
import { mainSolutionOf } from "../problem/find-problem";

/** Where a problem's parts live, by convention. */
export function problemFiles(id: string) {
  const problem = join(problemsDir(), id);
  const solutions = join(solutionsDir(), id);
  return {
    statement: join(problem, "statement.md"),
    config: join(problem, "problem.yaml"),
    /** exports parseInput(reader): the input validator and parser. */
    validator: join(problem, "validate.ts"),
    /** exports generator: random instances, packing, shrinking. */
    generator: join(problem, "gen.ts"),
    /** exports caseRecipes: how the committed cases were made (npm run make-cases). */
    caseRecipes: join(problem, "cases.ts"),
    checker: join(problem, "checker.ts"),
    /** main.ts, else main.js, else main.<ext> of another language (main.cpp, Main.java): find-problem.ts. */
    main: mainSolutionOf(solutions),
    /** An exhaustive game search, right but only fast on small inputs: brute.ts, or brute.<ext> in any language. */
    brute: anyLanguage(solutions, "brute"),
    /** A second method written independently of main.ts, the oracle beyond brute.ts's reach: second-method.<ext>. */
    secondMethod: anyLanguage(solutions, "second-method"),
    /** Deliberately wrong solutions, each labelled with the verdict it must get. */
    wrong: join(solutions, "wrong"),
  };
}

export type ProblemFiles = ReturnType<typeof problemFiles>;

/** The names messages give main, brute and second-method: this problem's own (main.cpp, brute.py), else the .ts ones. */
export function solutionNames(files: ProblemFiles): { main: string; brute: string; secondMethod: string } {
  return { main: basename(files.main), brute: basename(files.brute), secondMethod: basename(files.secondMethod) };
}

export function existing(path: string): string | undefined {
  return existsSync(path) ? path : undefined;
}

/**
 * `<stem>.ts` when it exists (or when no file of that stem does: the name messages suggest), else the one
 * `<stem>.<ext>` a language claims (brute.cpp, second-method.py), the alphabetically first when several do.
 */
export function anyLanguage(dir: string, stem: string): string {
  const typescript = join(dir, `${stem}.ts`);
  if (existsSync(typescript)) return typescript;
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return typescript;
  }
  const found = names.find((name) => name.startsWith(`${stem}.`) && name.indexOf(".") === stem.length && languagesForFile(name).length > 0);
  return found ? join(dir, found) : typescript;
}
