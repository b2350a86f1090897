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
    `     Optional: ${displayPath(files.validator)} (checks inputs), ${displayPath(files.brute)} (exhaustive search for small inputs).`,
    `  5. Judge it:                               npm run judge ${id}`,
    "",
  ].join("\n");
}
