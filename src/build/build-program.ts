import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import { InternalError, UserError } from "../errors";
import type { LanguageDefinition } from "../languages/language";
import { templateProgram } from "../languages/expand-template";
import { compileLaunch, findLanguageTools, runLaunch, type Launch, type LanguageTools } from "../languages/launch";
import { declaresJavaMain, JarTooLargeError, jarMainClass, jvmNames, kotlinFileClass, kotlinMainClass } from "../languages/main-class";
import { languageOf, languagesForFile } from "../languages/registry";
import { cacheDir, displayPath, projectRoot, toolRoot } from "../paths";
import { boxesStoppedBy } from "../run/stop-every-box";
import { StoppedBySignal } from "../run/stopped-by-signal";
import { removeRunFiles, runFiles, runProgram, type RunFacts } from "../run/run-program";
import { boxAvailable } from "../sandbox/sandboxed-argv";
import { HIDDEN_FOLDERS } from "../sandbox/holder-setup";
import { OutsideError, readInside, realFolders } from "../util/read-inside";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import { buildSolution } from "./build-solution";
import { scriptBomNote } from "./bom-note";
import { compileErrorNotes } from "./compile-error-notes";
import { freopenNote } from "./freopen-note";
import { slowIoIdioms } from "./slow-io-note";
import type { SlowIoIdiom } from "../outcome/slow-io-scale";
import { goPackageError } from "./go-package-error";
import { goScannerLimit } from "./go-scanner-note";
import type { InputLineLimit } from "../outcome/long-line-note";
import { CRASH_WARNING_FILE, crashWarning } from "./crash-warning";
import { boundMessages, firstError, nameUserFiles, withoutToolNoise } from "./compile-messages";
import { withListedEnding } from "./listed-ending";
import { keepProgram, lookUpProgram, programDir } from "./program-cache";
import { readHeadText } from "../util/read-head";

/** A compile's CPU and memory, from a package's compilation_time / compilation_memory (check/package-limits.ts). */
export interface CompileLimits {
  timeLimitMs?: number;
  memoryMiB?: number;
  /** Where they came from, for the message of a compile that passes them. */
  from: string;
}

/** What to build: a file (a solution), or a folder's files with one main (a package's validator, a multi-file submission). */
export interface ProgramSource {
  /** The main file. */
  path: string;
  /**
   * How messages name the main file, where path is a copy of the user's (submit judges a copy of the file it hands
   * over: a compile error named /tmp/stonebench-submit-…/x.cpp); default path itself, as displayPath shows it.
   */
  shownAs?: string;
  /** Every file that goes into the build, the main one included, with the folder they are relative to (default: the main file alone). */
  files?: { root: string; paths: string[] };
  /**
   * The folders its files must lie in, links followed: default, a folder's own root, and for a lone file none (the user
   * named it). A problem's programs and a solution the judge found itself in the project (verify's, the default main)
   * name the project.
   */
  within?: string[];
  /** --lang: the language by id or alias instead of the extension. */
  lang?: string;
  /** The language itself, already resolved (a variant such as --lang cpython's, which no id names): wins over lang. */
  language?: LanguageDefinition;
  /** Files added beside the sources under these names, replacing a source of the same name (a Kattis package's include/<language>/). */
  extraFiles?: { name: string; path: string }[];
  /** What it is, for messages: solution, output validator, interactor. */
  role: string;
  sandbox?: boolean;
  /** A package's compilation_time / compilation_memory, over the language's own settings. */
  compileLimits?: CompileLimits;
  /** Ctrl-C or SIGTERM: the compile is killed at once (kotlinc takes a minute) and nothing is kept. */
  signal?: AbortSignal;
}

/** A program ready to run: its language and toolchain, and where its build is. */
export interface BuiltProgram {
  language: LanguageDefinition;
  tools: LanguageTools;
  sourcePath: string;
  /** A Node language's runnable .mjs/.cjs. */
  nodeProgram?: string;
  /** A boxed language's folder (its sources and out/), shown at /box when it runs. */
  dir?: string;
  /** The main source's name in that folder; the JVM's main class. */
  main: string;
  mainClass?: string;
  /** A compiler's warning for code that can crash (crash-warning.ts), quoted when a run ends in RE. */
  crashWarning?: string;
  /** What in the source can make a run fail in a way its stderr does not explain (bom-note.ts), quoted in an RE's message. */
  runNote?: string;
  /** The longest input line the program reads whole (Go's default bufio.Scanner), named when a case with a longer one fails. */
  inputLineLimit?: InputLineLimit;
  /** Why a run may write nothing to stdout, seen in the source (freopen-note.ts), added to a case's message when it did. */
  noOutputNote?: string;
  /** The source's slow I/O idioms (slow-io-note.ts), named when a case large enough for them is TLE. */
  slowIoIdioms?: SlowIoIdiom[];
  /** Whether the build cache held it already. */
  cached: boolean;
  /** A damaged cache entry that was built again, worth a note. */
  repairedCache: boolean;
}

export type ProgramBuild = { ok: true; program: BuiltProgram } | { ok: false; message: string; language: LanguageDefinition; tools: LanguageTools };

// Bump when what goes into a build changes, so old builds are not reused (v2: sources named like options go as ./name;
// v3: a build must hold what its run starts, so a cached Java build with no class, a Kotlin jar naming no main class
// or an empty {binary} from before those checks is built again and becomes the CE it is; v4: a Java build whose
// classes declare no main is CE, so such a cached build is built again; v5: a build keeps the compiler's warning for
// code that can crash, crash-warning.ts, so a build from before, which has none, is built again).
const RECIPE = "box-v5";
// Sources far past any judge's code limit (Kattis' default is 128 KiB, Codeforces' 64 KB) are refused before they are
// read: the judge holds a source in memory to hash and stage it, and one of 540 MB could not become a string.
export const SOURCE_LIMIT_BYTES = 64 << 20;
/** What a compile wrote that its CE reads: the first error is at the top. */
const COMPILE_MESSAGE_BYTES = 1 << 16;

// The box's /box holds 4,096 entries (launch.ts), the compiler's temporary files among them: a folder of 20,000 headers
// ended in "Cannot create temporary file: No space left on device", which named neither the cause nor the fix.
export const SOURCE_FILES_LIMIT = 1000;

/** The main file as messages name it. */
function shownPath(source: ProgramSource): string {
  return source.shownAs ?? displayPath(source.path);
}

function assertSourceSize(source: ProgramSource): void {
  const paths = source.files?.paths ?? [source.path];
  if (paths.length > SOURCE_FILES_LIMIT) {
    throw new UserError(`The ${source.role} ${displayPath(source.files?.root ?? source.path)} holds ${paths.length} files, over the ${SOURCE_FILES_LIMIT} a build takes`, "keep the sources a build needs in the folder, and the rest elsewhere");
  }
  let total = 0;
  let largest = { path: source.path, size: -1 };
  for (const path of paths) {
    try {
      const size = statSync(path).size;
      total += size;
      if (size > largest.size) largest = { path, size };
    } catch {
      // Unreadable: the read below says so.
    }
  }
  if (total > SOURCE_LIMIT_BYTES) {
    // A folder names its largest file: a 60 GiB big.h beside it was reported as main.cpp's size.
    const where = paths.length > 1 ? `${displayPath(source.files?.root ?? source.path)} (its largest file ${displayPath(largest.path)}: ${(largest.size / (1 << 20)).toFixed(0)} MiB)` : shownPath(source);
    throw new UserError(`The ${source.role} ${where} is ${(total / (1 << 20)).toFixed(0)} MiB of source, over the ${SOURCE_LIMIT_BYTES >> 20} MiB a build takes`, "generate the big table at run time, or keep it in a smaller form");
  }
}

// A TypeScript source is read again for its notes (esbuild read it for the build): its head is enough.
const MAX_SOURCE_NOTE_BYTES = 1 << 20;

/** A compile's limits, unless the language's settings say otherwise. */
export const COMPILE_DEFAULTS = { timeLimitMs: 30_000, memoryMiB: 1024, messagesBytes: 1 << 20, fileBytes: 256 << 20, workBytes: 512 << 20, outFiles: 2048 };

/**
 * Builds a program in any language, once per content: TypeScript and JavaScript with esbuild in the judge
 * (build-solution.ts), every other language with its compiler in a box (a fresh root holding the toolchain and a
 * private writable /box with the sources; CPU, wall, memory, message and file-size limits), cached by the sources'
 * content, the toolchain's identity (path, size, mtime, version) and the commands. A compile error is `ok: false` with
 * the first error as file:line:col of the user's file; a missing toolchain is a UserError naming what to install.
 */
export async function buildProgram(source: ProgramSource): Promise<ProgramBuild> {
  assertSourceSize(source);
  const language = source.language ?? languageOf(source.path, source.lang);
  const tools = await findLanguageTools(language);
  if (language.runtime === "node") {
    const built = await buildSolution(source.path, source.within && realFolders(source.within), source.shownAs);
    if (!built.ok) return { ok: false, message: built.message, language, tools };
    const slowIo = slowIoIdioms(language.id, readHeadText(source.path, MAX_SOURCE_NOTE_BYTES));
    return { ok: true, program: { language, tools, sourcePath: source.path, nodeProgram: built.program.runnablePath, main: basename(built.program.runnablePath), ...(slowIo.length ? { slowIoIdioms: slowIo } : {}), cached: built.program.cached, repairedCache: built.program.repairedCache } };
  }
  const root = source.files?.root;
  const sourcePaths = source.files?.paths ?? [source.path];
  const boxNameOf = (path: string): string => (root ? relative(root, path) : basename(path));
  // An added file of the same name wins over the source's own (the format copies include/ over the submission).
  // The main file stays the submission's: an added file of its name is left out (the judge says so).
  const extras = (source.extraFiles ?? []).filter((file) => file.name !== boxNameOf(source.path));
  const added = new Set(extras.map((file) => file.name));
  const paths = [...sourcePaths.filter((path) => path === source.path || !added.has(boxNameOf(path))), ...extras.map((file) => file.path)];
  const extraNames = new Map(extras.map((file) => [file.path, file.name]));
  // A lone file is the one the user named, read as named; a folder's files and the added ones are read where they lie.
  const within = source.within ?? (root ? [root] : undefined);
  const allowed = within && realFolders(within);
  const addedAllowed = realFolders([projectRoot(), toolRoot]);
  let texts: Buffer[];
  try {
    texts = paths.map((path) => (extraNames.has(path) ? readInside(path, addedAllowed) : allowed ? readInside(path, allowed) : readFileSync(path)));
  } catch (error) {
    if (error instanceof OutsideError) throw new UserError(`The ${source.role} ${shownPath(source)} cannot be built: ${error.message}`, "a build reads files where they lie: inside their own folder, or the project for its own programs and solutions; replace the link with the file itself (a file named with --solution is read as named)");
    throw new UserError(`Cannot read the ${source.role} ${shownPath(source)}: ${(error as NodeJS.ErrnoException).code ?? error}`, "check the path");
  }
  // The names the compiler sees: a folder's relative paths, or the file's own name (a Java file after its public class).
  const mainIndex = Math.max(0, paths.indexOf(source.path));
  const jvm = jvmNames(language.mainClass, basename(source.path), texts[mainIndex]!.toString("utf8"));
  // A main file whose ending is not its language's (--lang cpp on notes/attempt.txt) gets the language's ending in the
  // build, or the compiler would not take it as a source.
  const withEnding = language.extensions.length > 0 && !language.extensions.includes(extensionOf(jvm.fileName)) ? jvm.fileName.replace(/(\.[^./]*)?$/, language.extensions[0]!) : jvm.fileName;
  // go build leaves out a file given by name when the name says so: `_a.go` and `.a.go` are ignored ("no Go files in
  // /box"), `a_test.go` is a test ("no packages to build"), and `-a.go` (as ./-a.go too) is an "invalid input file name":
  // CE for a program every judge runs, since none keeps the upload's name. A lone Go file is built as main.go then (its
  // messages still name the user's file); a folder's files keep their names, as a package's tests and ignored files do.
  const mainName = language.id === "go" && !root && /^[._-]|_test\.go$/i.test(withEnding) ? "main.go" : withEnding;
  const asGiven = paths.map((path, index) => (index === mainIndex ? (root ? join(relative(root, path), "..", mainName).replace(/^\.\//, "") : mainName) : (extraNames.get(path) ?? boxNameOf(path))));
  // Endings in the case the compiler reads (A.C as a.C's C, not C++), unless that name is another file's.
  const boxNames = asGiven.map((name) => {
    const listed = withListedEnding(name, language.extensions);
    return listed !== name && asGiven.includes(listed) ? name : listed;
  });
  if (boxNames.some((name) => name.startsWith("..") || name.startsWith("/") || name === "out" || name.startsWith("out/") || name === "tmp" || name.startsWith("tmp/"))) {
    throw new UserError(`The ${source.role} ${shownPath(source)} has files whose names a build cannot hold (out/, tmp/, or outside its folder)`, "rename them");
  }
  const main = boxNames[mainIndex]!;
  const compiled = boxNames.filter((name) => language.extensions.includes(extensionOf(name)));
  const boxed = await boxAvailable(source.sandbox ?? true);
  const key = createHash("sha256")
    .update(JSON.stringify({ RECIPE, id: language.id, compile: language.compile ?? null, compileEnv: language.compileEnv, env: language.env, compiler: tools.compiler?.identity ?? null, runner: tools.runner?.identity ?? null, main, mainClass: jvm.mainClass ?? null, boxed }))
    .update(Buffer.concat(texts.flatMap((text, index) => [Buffer.from(`\0${boxNames[index]}\0${text.length}\0`), text])))
    .digest("hex")
    .slice(0, 40);
  const program = (cached: boolean, repairedCache: boolean): BuiltProgram => {
    const warning = readKept(join(programDir(key), CRASH_WARNING_FILE));
    const mainClass = jvm.mainClass ?? (language.mainClass === "kotlin" ? kotlinClassOf(programDir(key)) : undefined);
    const runNote = scriptBomNote(language.id, texts[mainIndex]!);
    const inputLineLimit = language.id === "go" ? goScannerLimit(language.id, texts.map((text) => text.toString("utf8")).join("\n")) : undefined;
    const noOutputNote = freopenNote(language.id, texts[mainIndex]!.toString("utf8"));
    const slowIo = slowIoIdioms(language.id, texts[mainIndex]!.toString("utf8"));
    return { language, tools, sourcePath: source.path, dir: programDir(key), main, ...(mainClass ? { mainClass } : {}), ...(warning ? { crashWarning: warning } : {}), ...(runNote ? { runNote } : {}), ...(inputLineLimit ? { inputLineLimit } : {}), ...(noOutputNote ? { noOutputNote } : {}), ...(slowIo.length ? { slowIoIdioms: slowIo } : {}), cached, repairedCache };
  };
  const state = lookUpProgram(key);
  if (state === "hit") return { ok: true, program: program(true, false) };
  // Staged beside its place in the cache (the rename is then atomic); the cache is always visible to the sandbox.
  mkdirSync(join(cacheDir, "programs"), { recursive: true });
  const staging = mkdtempSync(join(cacheDir, "programs", `${key}.`));
  try {
    for (const [index, name] of boxNames.entries()) {
      mkdirSync(join(staging, name, ".."), { recursive: true });
      writeFileSync(join(staging, name), texts[index]!);
    }
    mkdirSync(join(staging, "out"));
    mkdirSync(join(staging, "tmp"));
    if (language.compile) {
      const failure = await compile(tools, { staging, boxed, files: compiled, main, mainClass: jvm.mainClass, names: new Map(boxNames.map((name, index) => [name, index === mainIndex ? shownPath(source) : displayPath(paths[index]!)])), source, mainText: texts[mainIndex]!.toString("latin1") });
      if (failure !== undefined) return { ok: false, message: failure, language, tools };
      // javac takes a file with no class (an empty Main.java) without a word, and the JVM then fails at every run:
      // a Java build must hold the class it runs, as every other language's build holds its program.
      // (jvmNames names a main class for Java sources only: Kotlin's jar names its own.)
      if (jvm.mainClass && !existsSync(join(staging, "out", `${jvm.mainClass.replaceAll(".", "/")}.class`))) {
        return { ok: false, message: `${shownPath(source)}: error: no class ${jvm.mainClass} was compiled: the file declares no class with a main method to run`, language, tools };
      }
      // Nor a Java build whose classes declare no main (javac takes that too, and every case was RE "Main method not
      // found"); a main in another source of a folder may be inherited, so only where none declares one.
      if (jvm.mainFound === false && !texts.some((text, index) => compiled.includes(boxNames[index]!) && declaresJavaMain(text.toString("utf8")))) {
        return { ok: false, message: `${shownPath(source)}: error: no class declares public static void main(String[] args): the JVM has nothing to run`, language, tools };
      }
      // kotlinc names the class to run in the jar's manifest only for a top-level `fun main`, and `java -jar` failed at
      // every run without one: "no main manifest attribute, in /box/out/main.jar". The run names the class instead
      // (-cp main.jar {mainclass}), as Kattis runs the class containing main: the manifest's, else an object's or a
      // companion's @JvmStatic main (kotlinMainClass), kept beside the build. A jar run with -jar (a languages.yaml
      // command) still needs its manifest's.
      const jar = join(staging, "out", "main.jar");
      if (language.mainClass === "kotlin" && existsSync(jar)) {
        const bytes = readFileSync(jar);
        const byJar = /-jar \{out\}\/main\.jar\b/.test(language.run);
        let runs: string | undefined;
        try {
          runs = byJar ? jarMainClass(bytes) : kotlinMainClass(bytes, kotlinFileClass(main, texts[mainIndex]!.toString("utf8")));
        } catch (error) {
          if (!(error instanceof JarTooLargeError)) throw error;
          return { ok: false, message: `${shownPath(source)}: error: the jar the compile wrote cannot be used: ${error.message}`, language, tools };
        }
        if (runs === "") {
          const what = byJar ? "no top-level fun main was compiled: the jar names no class to run (the run command in languages.yaml starts it with -jar, so a main inside an object or class is not one)" : "no class to run was compiled: neither a top-level fun main nor an object's or class's @JvmStatic fun main(args: Array<String>)";
          return { ok: false, message: `${shownPath(source)}: error: ${what}`, language, tools };
        }
        if (runs === undefined && !byJar) return { ok: false, message: `${shownPath(source)}: error: the jar kotlinc wrote cannot be read as a zip, so no class to run was found in it`, language, tools };
        if (runs !== undefined) writeFileSync(join(staging, KOTLIN_MAIN_CLASS_FILE), runs);
      }
      // A compile that exits 0 but leaves no program where the run starts one (a languages.yaml command writing
      // elsewhere, a library built instead) failed at every run with the launcher's "Permission denied".
      const binary = statSync(join(staging, "out", "main"), { throwIfNoEntry: false });
      if (templateProgram(language.run) === "{binary}" && !(binary?.isFile() && (binary.mode & 0o111) !== 0)) {
        const what = binary === undefined ? "wrote no {binary}" : binary.isFile() ? "wrote a {binary} that is not executable" : "wrote no file at {binary}";
        return { ok: false, message: `${shownPath(source)}: error: the ${language.name} compile exited 0 but ${what}, which its run command starts: the compile command (languages.yaml) must write the program to {binary}`, language, tools };
      }
    }
    rmSync(join(staging, "tmp"), { recursive: true, force: true });
    keepProgram(staging, key);
    return { ok: true, program: program(false, state === "corrupt") };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

// The class a Kotlin build runs, beside its out/ (found once, when it is built).
const KOTLIN_MAIN_CLASS_FILE = "main-class.txt";

/** The class a Kotlin build runs: kept beside it, or for a build kept before that file was, read from its jar. */
function kotlinClassOf(dir: string): string | undefined {
  const kept = readKept(join(dir, KOTLIN_MAIN_CLASS_FILE));
  if (kept) return kept;
  try {
    return kotlinMainClass(readFileSync(join(dir, "out", "main.jar"))) || undefined;
  } catch {
    return undefined;
  }
}

function readKept(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= name.lastIndexOf("/") ? "" : name.slice(dot).toLowerCase();
}

// Runs the compile; undefined on success, else the CE message (the first error first, then the messages, bounded).
async function compile(
  tools: LanguageTools,
  job: { staging: string; boxed: boolean; files: string[]; main: string; mainClass: string | undefined; names: Map<string, string>; source: ProgramSource; mainText: string },
): Promise<string | undefined> {
  const language = tools.language;
  const fromPackage = job.source.compileLimits;
  const timeLimitMs = fromPackage?.timeLimitMs ?? language.compileTimeLimitMs ?? COMPILE_DEFAULTS.timeLimitMs;
  const memoryMiB = fromPackage?.memoryMiB ?? language.compileMemoryMiB ?? COMPILE_DEFAULTS.memoryMiB;
  const launch = compileLaunch(tools, {
    boxed: job.boxed,
    stagingDir: job.staging,
    outDir: join(job.staging, "out"),
    files: job.files,
    main: job.main,
    ...(job.mainClass ? { mainClass: job.mainClass } : {}),
    workBytes: COMPILE_DEFAULTS.workBytes,
    outFiles: COMPILE_DEFAULTS.outFiles,
    outBytes: COMPILE_DEFAULTS.fileBytes,
    where: `${language.id}.compile`,
  });
  const workDir = makeTempDir("stonebench-compile");
  let facts: RunFacts;
  try {
    facts = await runProgram({
      launch,
      inputPath: "/dev/null",
      workDir,
      label: "compile",
      timeLimitMs,
      // Wall: generous (a loaded machine, a JVM compiler's threads), the CPU limit is what counts.
      wallLimitMs: 3 * timeLimitMs + 10_000,
      memoryKillKiB: memoryMiB * 1024,
      outputLimitBytes: COMPILE_DEFAULTS.messagesBytes,
      fileSizeBytes: COMPILE_DEFAULTS.fileBytes,
      // Without a box (no compiled launcher, or no namespaces) the holder's view is read-only everywhere, so the
      // compile runs in its staging folder with the kernel limits only (docs/sandbox.md says so).
      sandbox: job.boxed,
      ...(job.source.signal ? { signal: job.source.signal } : {}),
    });
    if (job.source.signal?.aborted) return "interrupted: the compile was stopped";
    // Stopped with the command (stop-every-box.ts) where the build had no signal of its own: the stop, never a CE.
    if (facts.killedFor === "interrupt") throw new StoppedBySignal(boxesStoppedBy() ?? "SIGINT", `${displayPath(job.source.path)} was compiled`);
    const { stdoutPath, stderrPath } = runFiles(workDir, "compile");
    const said = withoutToolNoise(nameUserFiles(`${readHeadText(stderrPath, COMPILE_MESSAGE_BYTES)}${readHeadText(stdoutPath, COMPILE_MESSAGE_BYTES)}`, job.names));
    if (/^stonebench sandbox launcher: /m.test(said) && facts.exitCode === 125) {
      const hidden = hiddenToolchain(said);
      if (hidden) throw new UserError(`${language.name}'s compiler cannot start in the sandbox: ${hidden}`, "install or copy it elsewhere (under /opt, /usr/local or your home) and name it there in languages.yaml");
      throw new InternalError(`the sandbox could not start ${language.name}'s compiler: ${said.trim().split("\n")[0]}`, "check that the toolchain's folders are readable; nothing was judged");
    }
    const limit = compileLimitMessage(facts, said, { timeLimitMs, memoryMiB, language, ...(fromPackage ? { fromPackage } : {}) });
    const soleFile = job.files.length === 1 ? job.names.get(job.files[0]!) : undefined;
    const first = firstError(said, soleFile, new Set(job.names.values())) ?? (facts.exitCode !== 0 ? goPackageError(language.id, said, job.mainText, soleFile) : undefined);
    if (limit) return [limit, ...(first ? [first] : []), ...(said.trim() ? [boundMessages(said)] : [])].join("\n");
    if (facts.exitCode === 0 && facts.signal === null) {
      const warning = crashWarning(said, new Set(job.names.values()));
      if (warning) writeFileSync(join(job.staging, CRASH_WARNING_FILE), warning);
      return undefined;
    }
    const how = facts.signal ? `the compiler was killed by ${facts.signal}` : `the compiler exited ${facts.exitCode}`;
    // No file:line:col to lead with (an internal compiler error, a linker's): the compiler's own first error line does,
    // since verify shows only the headline ("the compiler exited 4" alone said nothing).
    // Else its first line that is not a heading: go build's "-buildmode=exe requires exactly one main package" (a file
    // of package solver) names no error, and the headline was "solver.go: the compiler exited 1" alone.
    const lines = said.split("\n").map((line) => line.trim());
    const cause = lines.find((line) => /\b(error|fatal)\b/i.test(line)) ?? lines.find((line) => line !== "" && !line.startsWith("#"));
    const claimed = languagesForFile(job.source.path)[0];
    const forced = job.source.lang !== undefined && claimed !== undefined && claimed.id !== language.id ? { lang: job.source.lang, endingLanguage: claimed.name, ending: extname(job.source.path) } : undefined;
    const note = compileErrorNotes({ languageId: language.id, said, first, mainText: job.mainText, version: tools.compiler?.version, cxxAsCLang: job.source.lang !== undefined && claimed?.id === "cpp" ? job.source.lang : undefined, languageName: language.name, forced });
    return [`${first ?? `${shownPath(job.source)}: ${how}${cause ? `: ${cause.slice(0, 300)}` : ""}`}${note}`, boundMessages(said.trim() || how)].join("\n");
  } finally {
    removeRunFiles(workDir, "compile");
    removeTempDir(workDir);
  }
}

/** The compile hit a limit: said plainly, with the setting that raises it. */
function compileLimitMessage(facts: RunFacts, said: string, limits: { timeLimitMs: number; memoryMiB: number; language: LanguageDefinition; fromPackage?: CompileLimits }): string | undefined {
  const id = limits.language.id;
  const timeKey = limits.fromPackage?.timeLimitMs !== undefined ? `compilation_time of ${limits.fromPackage.from}` : `compileTimeLimitMs of ${id} in languages.yaml`;
  const memoryKey = limits.fromPackage?.memoryMiB !== undefined ? `compilation_memory of ${limits.fromPackage.from}` : `compileMemoryMiB of ${id} in languages.yaml`;
  switch (facts.killedFor) {
    case "cpu":
      return `compile stopped: over ${limits.timeLimitMs / 1000} s of CPU (${timeKey})`;
    case "wall":
      return `compile stopped: still running after ${Math.round(facts.wallMs / 1000)} s of wall time`;
    case "memory":
      return `compile stopped: over ${limits.memoryMiB} MiB of memory (${memoryKey})`;
    case "output":
      return `compile stopped: the compiler wrote more than ${COMPILE_DEFAULTS.messagesBytes >> 20} MiB of messages`;
    default:
      break;
  }
  // A compiler driver whose assembler or linker got SIGXFSZ exits non-zero and says so in the kernel's words (GCC: "File
  // size limit exceeded signal terminated program as"): the same limit, though the driver itself was not signalled.
  if (facts.signal === "SIGXFSZ" || (facts.exitCode !== 0 && /\bFile size limit exceeded\b/.test(said))) return `compile stopped: a file it wrote passed ${COMPILE_DEFAULTS.fileBytes >> 20} MiB`;
  if (facts.signal === "SIGXCPU") return `compile stopped: over ${limits.timeLimitMs / 1000} s of CPU (${timeKey})`;
  if (facts.copyOver) return `compile stopped: its outputs passed ${COMPILE_DEFAULTS.outFiles} files or ${COMPILE_DEFAULTS.fileBytes >> 20} MiB`;
  return undefined;
}


/**
 * What a launcher's "<path>: No such file or directory" means when the path is there out here, under a folder the
 * holder hides (a compiler copied to /tmp): the user's to move, not the judge's internal error; undefined otherwise.
 */
function hiddenToolchain(said: string): string | undefined {
  const path = /^stonebench sandbox launcher: (\/\S*): No such file or directory/m.exec(said)?.[1];
  const hidden = path && existsSync(path) ? HIDDEN_FOLDERS.find((folder) => path === folder || path.startsWith(`${folder}/`)) : undefined;
  return hidden ? `${path} is under ${hidden}, which the sandbox hides from every program it starts (each sees an empty one)` : undefined;
}

/** How a built program is started for one run (the run's limits set Java's heap and every language's stack). */
export async function programLaunch(program: BuiltProgram, run: { memoryLimitMiB: number; stackMiB: number; workDir: string; sandbox: boolean }): Promise<Launch> {
  if (program.nodeProgram) return { kind: "node", program: program.nodeProgram, stackBytes: run.stackMiB * 1024 * 1024 };
  return runLaunch(program.tools, {
    boxed: await boxAvailable(run.sandbox),
    programDir: program.dir!,
    main: program.main,
    ...(program.mainClass ? { mainClass: program.mainClass } : {}),
    memoryLimitMiB: run.memoryLimitMiB,
    stackMiB: run.stackMiB,
    workDir: run.workDir,
    where: `${program.language.id}.run`,
  });
}

/** "C++ · g++ (Debian 12.2.0-14) 12.2.0" for the report's header: the language and what builds and runs it. */
export function describeProgram(program: { language: LanguageDefinition; tools: LanguageTools }): string {
  const { compiler, runner } = program.tools;
  const parts = [program.language.name, ...(compiler ? [compiler.version] : []), ...(runner && runner !== compiler ? [runner.version] : [])];
  return parts.join(" · ");
}
