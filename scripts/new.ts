import { secondsSlipNote } from "../src/cli/seconds-slip";
import { type CommandSpec, type ParsedCommandLine } from "../src/cli/parse-args";
import { runCommand } from "../src/cli/run-cli";
import { EXIT } from "../src/errors";
import { basename, dirname } from "node:path";
import { problemFiles } from "../src/authoring/problem-files";
import { displayPath } from "../src/paths";
import { nextStepsAfterNew } from "../src/scaffold/next-steps";
import { JUDGE_NAMES } from "../src/scaffold/judge-checker";
import { mebibytes, milliseconds } from "../src/cli/limit-units";
import { TEMPLATE_LANGUAGES } from "../src/scaffold/language-templates";
import { languageById } from "../src/languages/registry";
import { DEFAULT_MEMORY_LIMIT_MIB, DEFAULT_TIME_LIMIT_MS, scaffoldProblem } from "../src/scaffold/scaffold-problem";

const spec: CommandSpec = {
  name: "new",
  summary: "Scaffold a problem: problems/<id>/ (problem.yaml, statement.md), solutions/<id>/main.ts (or main.cpp, main.py, … with --lang) and cases/<id>/.",
  positionals: ["<id>"],
  options: [
    { name: "title", type: "string", value: "<text>", help: "the problem's title (default: the id)" },
    { name: "tl", type: "string", value: "<ms>", help: `time limit in ms (default ${DEFAULT_TIME_LIMIT_MS})`, parse: milliseconds("--tl") },
    { name: "ml", type: "string", value: "<MiB>", help: `memory limit in MiB (default ${DEFAULT_MEMORY_LIMIT_MIB})`, parse: mebibytes("--ml") },
    { name: "alias", type: "string", value: "<id>", multiple: true, help: "another id that finds the problem (repeatable)" },
    { name: "source", type: "string", value: "<url>", help: "the original statement's URL (its judge's checker becomes the default)" },
    { name: "judge", type: "string", value: "<name>", help: `the judge the problem is from, whose comparison the checker follows: ${JUDGE_NAMES.join(", ")} (default: from --source, else tokens)` },
    {
      name: "lang",
      type: "string",
      value: "<id>",
      help: `the main's language: solutions/<id>/main.cpp, main.py, Main.java, … with fast I/O (${TEMPLATE_LANGUAGES.join(", ")}; default: languages.yaml's "default:", else typescript)`,
    },
    { name: "interactive", type: "boolean", help: "an interactive problem: interactive: true in problem.yaml, and problems/<id>/interactor.ts (Kattis protocol) replaying the samples, to replace with the real dialogue (or write interactor.py, .cpp, … instead)" },
    { name: "example", type: "boolean", help: "also write a worked A+B example of validate.ts, gen.ts, cases.ts and brute.ts to learn from (stress and verify work on it at once)" },
    { name: "force", type: "boolean", writes: true, help: "complete an existing problem: write the scaffold files it lacks, set the options given in problem.yaml; every other file and setting is kept" },
  ],
  examples: [
    "npm run new hdu1846",
    'npm run new -- hdu1846 --title "Brave Game" --tl 1000 --ml 32 --alias bash-game',
    "npm run new -- hdu1846 --source https://acm.hdu.edu.cn/showproblem.php?pid=1846",
    "npm run new -- cf4a --judge codeforces --tl 1000 --ml 64",
    "npm run new -- my-first --example",
    "npm run new -- cf4a --lang cpp",
  ],
};

async function main({ positionals, values }: ParsedCommandLine): Promise<number> {
  const result = scaffoldProblem({
    id: positionals[0]!,
    title: values.title as string | undefined,
    timeLimitMs: values.tl as number | undefined,
    memoryLimitMiB: values.ml as number | undefined,
    aliases: values.alias as string[] | undefined,
    source: values.source as string | undefined,
    judge: values.judge as string | undefined,
    example: values.example === true,
    interactive: values.interactive === true,
    ...(values.lang !== undefined ? { lang: values.lang as string } : {}),
    force: values.force === true,
  });
  process.stdout.write(`${result.replaced ? "Completed the scaffold of" : "Created"} ${result.id}:\n`);
  for (const file of result.files) process.stdout.write(`  ${(result.replaced && file.endsWith("problem.yaml") ? "updated" : "created").padEnd(8)} ${displayPath(file)}\n`);
  for (const file of result.kept) process.stdout.write(`  ${"kept".padEnd(8)} ${displayPath(file)}\n`);
  process.stdout.write(`  ${(result.replaced ? "kept" : "created").padEnd(8)} ${displayPath(result.casesDir)}/\n`);
  // new --force --lang cpp beside an existing main.ts wrote a main.cpp that judge, stress and verify never took.
  const judged = problemFiles(result.id).main;
  const written = [...result.files, ...result.kept].find((file) => dirname(file) === dirname(judged) && /^main\.|^Main\./.test(basename(file)));
  if (written && written !== judged) {
    process.stdout.write(`note: ${displayPath(judged)} stays the main (judge, stress, verify and submit take it first): judge ${basename(written)} with --solution ${displayPath(written)}, or delete ${basename(judged)} to make ${basename(written)} the main\n`);
  }
  const slip = secondsSlipNote(values.tl as number | undefined, (ms) => `npm run new -- ${result.id} --force --tl ${ms}`);
  if (slip) process.stdout.write(`${slip}\n`);
  if (result.checker) process.stdout.write(`${result.checker.why}\n`);
  process.stdout.write("\n");
  // --lang cpython or cpp17 wrote the language's main, which a judge without --lang takes as Python (PyPy) or C++20:
  // a variant of a language is said, and the judge's line keeps it.
  const asked = values.lang === undefined ? undefined : languageById(values.lang as string);
  const variant = asked && asked.name !== languageById(asked.id).name ? (values.lang as string) : undefined;
  if (variant) process.stdout.write(`note: ${displayPath(problemFiles(result.id).main)} is judged as ${languageById(asked!.id).name} unless a command names --lang ${variant} (judge and submit take it; languages.yaml's ${asked!.id}: changes the default)\n`);
  process.stdout.write(nextStepsAfterNew(result.id, { example: values.example === true, interactive: values.interactive === true, ...(variant ? { lang: variant } : {}) }));
  return EXIT.ok;
}

runCommand(spec, main);
