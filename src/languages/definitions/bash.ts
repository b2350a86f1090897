import type { LanguageDefinition } from "../language";

// Packages' generators, validators and the odd submission are shell scripts; problemtools and BAPCtools run them so.
export const bash: LanguageDefinition = {
  id: "bash",
  aliases: ["sh", "shell"],
  name: "Bash",
  // .bash: BAPCtools' name for a Bash submission (its .sh runs under sh; bash reads those too).
  extensions: [".sh", ".bash"],
  priority: 10,
  runtime: "box",
  // A syntax error is CE before any case, as a compiled language's would be (bash -n reads without running).
  compile: "bash -n {files}",
  run: "bash {mainfile}",
  version: ["--version"],
  baseline: "none",
  baselineWhy: "the whole process counts, as problemtools and BAPCtools count it (bash itself is about 4 MiB)",
  reads: [],
  env: {},
  compileEnv: {},
  hello: { file: "main.sh", text: "exit 0\n" },
  follows: "problemtools and BAPCtools (bash {mainfile}), with bash -n as the syntax check",
  install: "bash (Debian/Ubuntu: apt-get install bash)",
};
