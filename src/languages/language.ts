// What a language is, as data (BAPCtools' and problemtools' languages.yaml hold the same): how to compile and run it,
// what its memory baseline is, and which judge each choice follows. How anything is run is run/'s and sandbox/'s.

/** Where a program of the language runs: the judge's own Node (permission model, go gate, preload) or a box. */
export type Runtime = "node" | "box";

/**
 * What a language's memory limit is measured against:
 * - none: the whole process (a compiled program's runtime is its own, as Codeforces, Kattis and DMOJ count it);
 * - measured: the peak of the language's empty program (its `hello`), run the same way, is subtracted, as this
 *   workbench has always done for Node: the problems' limits come from judges that count a C program's memory, and an
 *   interpreter or a JVM alone would pass a 32 MiB limit. A problem with `memoryLimitScope: whole-process` (a Kattis
 *   package's) subtracts nothing for any language.
 */
export type BaselinePolicy = "none" | "measured";

export interface LanguageDefinition {
  /** The name --lang and languages.yaml use: cpp, c, python, java, kotlin, rust, go, typescript, javascript. */
  id: string;
  /** Other names --lang accepts (c++, py, ts, …). */
  aliases: string[];
  /** As shown in reports: C++, Python 3, … */
  name: string;
  /** Lower-case, with the dot. */
  extensions: string[];
  /** Which language wins when two claim a file or a folder's files (higher first). */
  priority: number;
  runtime: Runtime;
  /**
   * The compile command, a template (see expandTemplate): absent when the sources run as they are. Its first word is
   * the compiler; `a|b` there takes the first of a and b found on PATH (pypy3|python3).
   */
  compile?: string;
  /** The run command, a template; its first word is the interpreter or {binary}. */
  run: string;
  /** Arguments that make the toolchain (the compiler, else the interpreter) print its version. */
  version: string[];
  /** Arguments that make a wrapper print its real program (rustup's proxy, pyenv's shim), and what to append to it. */
  realTool?: { args: string[]; append?: string };
  baseline: BaselinePolicy;
  /** Why that baseline, for docs/languages.md and the report. */
  baselineWhy: string;
  /** Toolchain paths a box shows besides the system's and the toolchain's own folder (a glob in the last part: /etc/java-*). */
  reads: string[];
  /** Environment of the compile and the run, besides PATH, LANG, HOME and TMPDIR ({root} expands). */
  env: Record<string, string>;
  /** Environment of the compile only. */
  compileEnv: Record<string, string>;
  /** The stack in MiB for this language (else problem.yaml's stackLimitMiB, else the memory limit). */
  stackMiB?: number;
  compileTimeLimitMs?: number;
  compileMemoryMiB?: number;
  /** How Java-like sources are named in the box and which class runs: see main-class.ts. */
  mainClass?: "java" | "kotlin";
  /** An empty program: the baseline's yardstick and the language's self-test (DMOJ runs one per executor). */
  hello: { file: string; text: string };
  /** Which judge each choice follows (docs/languages.md). */
  follows: string;
  /** The settings file (languages.yaml) that set this language's compile, run or environment: the report names them. */
  changedIn?: { file: string; keys: string[] };
  /** What to install when the toolchain is missing. */
  install: string;
}
