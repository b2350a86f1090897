import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { displayPath } from "../paths";
import { problemFiles } from "../authoring/problem-files";

/** What to do after a problem is scaffolded, as commands that work as written. */
export function nextStepsAfterNew(id: string, options: { example?: boolean; lang?: string; interactive?: boolean } = {}): string {
  const files = problemFiles(id);
  // A C++ or Python main's author writes brute.cpp or brute.py as readily: "brute.ts" sent them to TypeScript.
  const typescript = files.main.endsWith(".ts");
  const anyBrute = typescript ? "brute.ts" : "brute.<ext>";
  const anySecond = typescript ? "second-method.ts" : "second-method.<ext>";
  const anyBrutePath = typescript || existsSync(files.brute) ? displayPath(files.brute) : displayPath(join(dirname(files.brute), anyBrute));
  const tools = options.example
    ? [
        `  6. The worked A+B example works now: npm run stress ${id}, npm run make-cases ${id}, npm run verify ${id}.`,
        `     Make ${displayPath(files.validator)}, ${displayPath(files.generator)}, ${displayPath(files.caseRecipes)} and ${displayPath(files.brute)}`,
        `     the real problem's, add labelled wrong solutions in ${displayPath(files.wrong)}/ (first line: // expect: WA (why)),`,
        `     and delete "status: draft" from problem.yaml once npm run verify ${id} is all ✓.`,
      ]
    : [
        `  6. When you want them, write the problem's own tools (npm run new -- <id> --example shows each one worked out):`,
        `       ${displayPath(files.validator)}  the input's constraints      (npm run validate, npm run case)`,
        `       ${anyBrutePath}  an obviously right slow solution, in any language (npm run stress, npm run case)`,
        `       ${displayPath(files.generator)}  random inputs                  (npm run stress)`,
        `       ${displayPath(files.caseRecipes)}  the cases as recipes           (npm run make-cases)`,
        `     and delete "status: draft" from problem.yaml once npm run verify ${id} is all ✓.`,
      ];
  return [
    "Next steps:",
    `  1. Write the statement in your own words: ${displayPath(files.statement)}`,
    `  2. Check the limits and the checker:       ${displayPath(files.config)}`,
    `  3. Write the solution:                     ${displayPath(files.main)}`,
    // An interactive problem's cases hold the interactor's input and the answer file it reads (docs/interactive.md).
    ...(options.interactive
      ? [`     and the interactor (it replays the samples now; interactor.py, .cpp, … instead of it work too): ${displayPath(join(dirname(files.config), "interactor.ts"))}`]
      : []),
    `  4. Add cases (the expected output given with --out is taken as is; without it, it comes from ${anyBrute},`,
    `     ${anySecond} or ${basename(files.main)}):`,
    `       npm run case -- ${id} --in sample.in --out sample.out`,
    `       npm run case -- ${id} --in big.in`,
    `  5. Judge it:                               ${options.lang ? `npm run judge -- ${id} --lang ${options.lang}` : `npm run judge ${id}`}`,
    ...tools,
    "",
  ].join("\n");
}
