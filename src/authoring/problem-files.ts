import { existsSync } from "node:fs";
import { join } from "node:path";
import { problemsDir, solutionsDir } from "../paths";

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
    main: join(solutions, "main.ts"),
    /** An exhaustive game search, right but only fast on small inputs. */
    brute: join(solutions, "brute.ts"),
    /** A second method written independently of main.ts: the oracle beyond brute.ts's reach. */
    secondMethod: join(solutions, "second-method.ts"),
    /** Deliberately wrong solutions, each labelled with the verdict it must get. */
    wrong: join(solutions, "wrong"),
  };
}

export type ProblemFiles = ReturnType<typeof problemFiles>;

export function existing(path: string): string | undefined {
  return existsSync(path) ? path : undefined;
}
