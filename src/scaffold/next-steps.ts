import { displayPath } from "../paths";
import { problemFiles } from "../authoring/problem-files";

/** What to do after a problem is scaffolded, as commands that work as written. */
export function nextStepsAfterNew(id: string): string {
  const files = problemFiles(id);
  return [
    "Next steps:",
    `  1. Write the statement in your own words: ${displayPath(files.statement)}`,
    `  2. Check the limits and the checker:       ${displayPath(files.config)}`,
    `  3. Write the solution:                     ${displayPath(files.main)}`,
    `  4. Add cases (the expected output comes from brute.ts, second-method.ts or main.ts, or from --out):`,
    `       npm run case -- ${id} --in sample.in --out sample.out`,
    `       npm run case -- ${id} --in big.in`,
    `  5. Judge it:                               npm run judge ${id}`,
    `  6. The scaffold is a working A+B example: npm run stress ${id} and npm run make-cases ${id} work now.`,
    `     Make ${displayPath(files.validator)}, ${displayPath(files.generator)}, ${displayPath(files.caseRecipes)} and ${displayPath(files.brute)}`,
    `     the real problem's, add labelled wrong solutions in ${displayPath(files.wrong)}/ (first line: // expect: WA (why)),`,
    `     and delete "status: draft" from problem.yaml once npm run verify ${id} is all ✓.`,
    "",
  ].join("\n");
}
