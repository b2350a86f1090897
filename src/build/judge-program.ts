import { readdirSync, statSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import { UserError } from "../errors";
import type { LanguageDefinition } from "../languages/language";
import { runLaunch, type CommandLaunch } from "../languages/launch";
import { allLanguages, languageOfFiles } from "../languages/registry";
import { displayPath, projectRoot } from "../paths";
import type { CompileLimits } from "./build-program";
import { defaultStackMiB } from "../outcome/run-for-output";
import { permittedToolArgv } from "../run/node-flags";
import { boxAvailable } from "../sandbox/sandboxed-argv";
import { buildProgram, type BuiltProgram } from "./build-program";
import { buildTool } from "./build-tool";
import { runnableCopy } from "./runnable-copy";
import { readInside, realFolders } from "../util/read-inside";

/**
 * A problem's own judging program (an output validator, an interactor): ours in TypeScript (bundled with the problem
 * kit, run by Node under its permission model), a package's JavaScript (run from a copy, the same way), or a package's
 * program in any other language, built by its executor in a box and run in one.
 */
export type JudgeProgram =
  // errorExit: the exit by which the program says it failed itself (a checktestdata script's error), not a verdict.
  | { kind: "node"; program: string; source: string; language: string; errorExit?: number }
  | { kind: "built"; program: BuiltProgram; source: string; language: string }
  | { kind: "argv"; argv: string[]; source: string; language: string };

// A package's folder with several sources of one language names its entry as problemtools expects.
const ENTRY = /^(validate|validator|output_validator|interactor|main)\./;

/** The files of a validator's or interactor's folder (or the one file and the headers beside it), and their language. */
export function judgeProgramFiles(path: string): { language: LanguageDefinition; root: string; files: string[]; main: string } | { error: string } {
  const isFolder = statSync(path).isDirectory();
  const root = isFolder ? path : dirname(path);
  const all = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => join(root, entry.name))
    .sort();
  const scripts = isFolder ? ["build", "run"].filter((name) => all.includes(join(root, name))) : [];
  if (scripts.length && !nodeLauncher(root, all)) {
    return { error: `it is a program folder with ${scripts.join(", ")} scripts, which stonebench does not run (it builds the sources by their language and calls the program with the protocol's arguments, where the run script may pass others: BAPCtools' boolfind passes two); judging would not be the package's own` };
  }
  const language = languageOfFiles(isFolder ? all : [path]);
  if (!language) {
    // A single file by its own ending: a validator.ctd beside a validator.cpp was said to be of (.cpp, .ctd).
    // A folder of nothing but placeholders (BAPCtools' testproblemconfig: output_validator/.gitkeep) holds no program:
    // said so, not as a list of every language none of its files is in.
    const placeholders = (isFolder ? all : [path]).map((file) => basename(file));
    if (isFolder && placeholders.every((name) => name.startsWith("."))) return { error: placeholders.length ? `it holds no program, only ${placeholders.join(", ")}` : "it is empty" };
    const named = [...new Set((isFolder ? all : [path]).map((file) => extname(file)).filter(Boolean))].join(", ") || "no source files";
    const known = allLanguages().map((known) => `${known.name} (${known.extensions.join(" ")})`).join(", ");
    return { error: `no language claims its files (${named}); the languages are ${known}, and languages.yaml can add one` };
  }
  const sources = (isFolder ? all : [path]).filter((file) => language.extensions.includes(extname(file).toLowerCase()));
  const main = sources.length === 1 ? sources[0] : sources.find((file) => ENTRY.test(basename(file)));
  // Every source is compiled together where the compile takes {files}; only a language that runs one file needs its entry.
  const together = language.compile?.includes("{files}") && language.runtime === "box";
  if (!main && !together) return { error: `${sources.length} ${language.name} files and none named validate, validator, interactor or main, so the entry point is unknown` };
  const files = isFolder ? all : [path, ...all.filter((file) => /\.(h|hh|hpp|hxx|inc)$/i.test(file))];
  return { language, root, files, main: main ?? sources[0]! };
}

// The folder our export writes for a JavaScript program (src/kattis/node-program-folder.ts): its run only starts Node
// on its one .js with the protocol's arguments, which running that .js here does the same.
function nodeLauncher(root: string, files: string[]): boolean {
  const scripts = files.filter((file) => /\.js$/.test(file));
  if (scripts.length !== 1 || !files.includes(join(root, "run"))) return false;
  let run: string;
  try {
    run = readInside(join(root, "run"), realFolders([root])).toString("utf8");
  } catch {
    return false;
  }
  return run === `#!/bin/sh\nexec node "$(dirname "$0")/${basename(scripts[0]!)}" "$@"\n`;
}

/** Builds (or finds in the cache) a problem's validator or interactor; a UserError names the file and why it cannot run. */
export async function prepareJudgeProgram(path: string, role: string, sandbox: boolean, compileLimits?: CompileLimits, extraFiles?: { name: string; path: string }[]): Promise<JudgeProgram> {
  const source = displayPath(path);
  const found = judgeProgramFiles(path);
  if ("error" in found) throw new UserError(`The ${role} ${source} cannot run here: ${found.error}`, `judging would only pretend, so nothing was judged; write it in a language of docs/languages.md (Kattis protocol: exit 42 AC, 43 WA)`);
  const { language } = found;
  if (language.runtime === "node") {
    // TypeScript: bundled with the problem kit it may import; a package's JavaScript: a copy in the cache, which the sandbox shows.
    const program = language.id === "typescript" ? await buildTool(found.main, role) : runnableCopy(found.main);
    return { kind: "node", program, source, language: language.name };
  }
  // Its files may link within the project (BAPCtools' contests share validators by links), never out of it.
  const built = await buildProgram({ path: found.main, files: { root: found.root, paths: found.files }, within: [found.root, projectRoot()], lang: language.id, role, sandbox, ...(compileLimits ? { compileLimits } : {}), ...(extraFiles?.length ? { extraFiles } : {}) });
  if (!built.ok) throw new UserError(`The ${role} ${source} does not compile:\n${built.message}`, `fix the ${role}; it is part of the problem, not of the solution; nothing was judged`);
  return { kind: "built", program: built.program, source, language: language.name };
}

/** The memory a built judging program's run is told it has (Java's -Xmx); its kill limit is the validator limits'. */
const JUDGE_MEMORY_MIB = 2048;

/**
 * How one run of a judging program starts: Node under its permission model (it reads `readable` and writes only into
 * `feedbackDir`), or the built program in a box with no new processes; the protocol's arguments come after.
 */
export async function judgeProgramLaunch(judge: JudgeProgram, run: { readable: string[]; feedbackDir: string; sandbox: boolean; workDir: string }): Promise<CommandLaunch> {
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C.UTF-8" };
  if (judge.kind === "argv") return { kind: "command", argv: judge.argv, env, tree: true };
  if (judge.kind === "node") {
    const argv = run.sandbox ? (permittedToolArgv(judge.program, run.readable, run.feedbackDir) ?? [process.execPath, judge.program]) : [process.execPath, judge.program];
    return { kind: "command", argv, env, tree: false };
  }
  const launch = runLaunch(judge.program.tools, {
    boxed: await boxAvailable(run.sandbox),
    programDir: judge.program.dir!,
    main: judge.program.main,
    ...(judge.program.mainClass ? { mainClass: judge.program.mainClass } : {}),
    memoryLimitMiB: JUDGE_MEMORY_MIB,
    // A submission's stack (languages.yaml's stackMiB, else 1024 MiB): problemtools and BAPCtools run every program
    // with RLIMIT_STACK unlimited, and a validator's std::regex recurses once per character (validate.h's string
    // tokens; 10^6 of them took over 256 MiB, the SIGSEGV of every input of a real package).
    stackMiB: judge.program.language.stackMiB ?? defaultStackMiB(JUDGE_MEMORY_MIB),
    workDir: run.workDir,
    where: `${judge.program.language.id}.run`,
  });
  return launch;
}
