import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { nodeModulesDir } from "../paths";
import { systemFolders } from "../sandbox/system-folders";
import { expandTemplate, templateProgram, type TemplateValues } from "./expand-template";
import type { LanguageDefinition } from "./language";
import { expandReads, findTool, type Tool } from "./toolchain";

/** How run/ starts a program: the judge's own Node (go gate, preload, permission model), or a command, boxed where it can be. */
export type Launch = NodeLaunch | CommandLaunch;

export interface NodeLaunch {
  kind: "node";
  /** The built .mjs/.cjs. */
  program: string;
  /** The main thread's stack (RLIMIT_STACK) and V8's --stack-size just below it. */
  stackBytes?: number;
}

export interface BoxPlan {
  /** Read-only in the box, at the same path or at `target`. */
  binds: { source: string; target?: string }[];
  noFork: boolean;
  /** /box writable, of this size (a compile). */
  work?: { bytes: number; inodes: number };
  /** A folder of the judge's whose files are copied into /box first. */
  inDir?: string;
  /** A folder of the judge's that gets /box/out's files afterwards, within the bounds. */
  out?: { dir: string; files: number; bytes: number };
}

export interface CommandLaunch {
  kind: "command";
  argv: string[];
  env: Record<string, string>;
  /** The box it runs in; undefined when the sandbox cannot give one (then `cwd`, on the real filesystem). */
  box?: BoxPlan;
  /** The working folder where there is no box. */
  cwd?: string;
  stackBytes?: number;
  /** The program starts processes of its own (a compiler driver): limits count its whole tree. */
  tree: boolean;
}

/** A language's programs, found and identified: the compiler (if it compiles) and the interpreter or JVM (if any). */
export interface LanguageTools {
  language: LanguageDefinition;
  compiler?: Tool;
  runner?: Tool;
}

export async function findLanguageTools(language: LanguageDefinition): Promise<LanguageTools> {
  if (language.runtime === "node") return { language, compiler: nodeTool("esbuild", join(nodeModulesDir, "esbuild", "package.json")), runner: nodeTool("node") };
  const compileWord = language.compile ? templateProgram(language.compile) : undefined;
  const runWord = templateProgram(language.run);
  const compiler = compileWord && !compileWord.startsWith("{") ? await findTool(language, compileWord, "compiler") : undefined;
  const runner = runWord.startsWith("{") ? undefined : runWord === compileWord && compiler ? compiler : await findTool(language, runWord, language.compile ? "runtime" : "interpreter");
  return { language, ...(compiler ? { compiler } : {}), ...(runner ? { runner } : {}) };
}

/** Everything a box must show the language's programs: the system's folders, the tools' own, the language's reads. */
export function toolFolders(tools: LanguageTools): string[] {
  const own = [tools.compiler, tools.runner].flatMap((tool) => tool?.folders ?? []);
  return [...new Set([...systemFolders(), ...own, ...expandReads(tools.language)])];
}

// The judge's own Node and the esbuild it bundles with: known without asking them.
function nodeTool(name: "node" | "esbuild", packageJson?: string): Tool {
  let version = `Node ${process.version}`;
  if (packageJson) {
    try {
      version = `esbuild ${(JSON.parse(readFileSync(packageJson, "utf8")) as { version: string }).version}`;
    } catch {
      version = "esbuild";
    }
  }
  const path = name === "node" ? process.execPath : (packageJson ?? name);
  return { wanted: name, name, path, version, folders: [], identity: `${path}\0${version}` };
}

const SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

function environment(tools: LanguageTools, root: string, extra: Record<string, string>, scratch: string | undefined): Record<string, string> {
  const toolDirs = [tools.compiler, tools.runner].flatMap((tool) => (tool ? [dirname(tool.path)] : []));
  const fill = (value: string) => value.split("{root}").join(root);
  const env: Record<string, string> = { PATH: [...new Set([...toolDirs, ...SYSTEM_PATH.split(":")])].join(":"), LANG: "C.UTF-8", HOME: scratch ?? root };
  if (scratch) env.TMPDIR = scratch;
  for (const [name, value] of Object.entries({ ...tools.language.env, ...extra })) env[name] = fill(value);
  return env;
}

// The template's first word becomes the found program's real path (pypy3|python3 → /usr/bin/pypy3.9).
function withTool(argv: string[], tool: Tool | undefined): string[] {
  return tool ? [tool.path, ...argv.slice(1)] : argv;
}

export interface CompileInput {
  /** Whether the launcher gives a box (then the sources are copied into /box and the outputs out of /box/out). */
  boxed: boolean;
  /** The judge's folder with the sources laid out as the compile sees them (its cwd when there is no box). */
  stagingDir: string;
  /** Where the compile's outputs land: stagingDir/out without a box, the judge's folder that gets /box/out with one. */
  outDir: string;
  /** The sources to compile ({files}) and the main one, relative to the compile's cwd. */
  files: string[];
  main: string;
  mainClass?: string;
  /** The compile's scratch folder size (/box is a tmpfs of this size). */
  workBytes: number;
  outFiles: number;
  outBytes: number;
  where: string;
}

// A source's name as a compiler argument: one that starts like an option ("-o.c") or a response file ("@o.cpp", which
// gcc, rustc and javac read as more options: -wrapper runs a command) is named through its folder instead.
const asArgument = (name: string): string => (/^[-@]/.test(name) ? `./${name}` : name);

/** The compile as a launch: the language's template, in a writable box holding the sources, or in the staging folder. */
export function compileLaunch(tools: LanguageTools, input: CompileInput): CommandLaunch {
  const language = tools.language;
  const root = input.boxed ? "/box" : input.stagingDir;
  const values: TemplateValues = { files: input.files.map(asArgument), mainfile: asArgument(input.main), root, out: `${root}/out`, binary: `${root}/out/main`, ...(input.mainClass ? { mainclass: input.mainClass } : {}) };
  const argv = withTool(expandTemplate(language.compile!, values, input.where), tools.compiler);
  const env = environment(tools, root, language.compileEnv, `${root}/tmp`);
  if (!input.boxed) return { kind: "command", argv, env, cwd: input.stagingDir, tree: true };
  return {
    kind: "command",
    argv,
    env,
    box: {
      binds: toolFolders(tools).map((source) => ({ source })),
      noFork: false,
      work: { bytes: input.workBytes, inodes: 4096 },
      inDir: input.stagingDir,
      out: { dir: input.outDir, files: input.outFiles, bytes: input.outBytes },
    },
    tree: true,
  };
}

export interface RunInput {
  boxed: boolean;
  /** The built program's folder (its sources and out/), shown at /box in a box. */
  programDir: string;
  main: string;
  mainClass?: string;
  memoryLimitMiB: number;
  stackMiB: number;
  /** Where to run when there is no box. */
  workDir: string;
  where: string;
}

/** The run as a launch: the language's run template, the program's folder read-only at /box, no new processes. */
export function runLaunch(tools: LanguageTools, input: RunInput): CommandLaunch {
  const language = tools.language;
  const root = input.boxed ? "/box" : input.programDir;
  const values: TemplateValues = {
    mainfile: `${root}/${input.main}`,
    root,
    out: `${root}/out`,
    binary: `${root}/out/main`,
    memlim: String(Math.max(1, Math.floor(input.memoryLimitMiB))),
    stack: String(Math.max(1, Math.floor(input.stackMiB))),
    ...(input.mainClass ? { mainclass: input.mainClass } : {}),
  };
  const argv = withTool(expandTemplate(language.run, values, input.where), tools.runner);
  const env = environment(tools, root, {}, undefined);
  const stackBytes = input.stackMiB * 1024 * 1024;
  // Unboxed, a program may start others, whose memory and CPU count; in a box it cannot, so its one process is sampled.
  if (!input.boxed) return { kind: "command", argv, env, cwd: input.workDir, stackBytes, tree: true };
  return {
    kind: "command",
    argv,
    env,
    box: { binds: [...toolFolders(tools).map((source) => ({ source })), { source: input.programDir, target: "/box" }], noFork: true },
    stackBytes,
    tree: false,
  };
}
