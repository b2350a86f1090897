import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { InternalError, UserError } from "../errors";
import { nodeModulesDir, toolRoot } from "../paths";
import { writeFileAtomic } from "../util/atomic-write";
import { isCopied, type FileContent } from "../util/file-content";
import { MANIFEST_FILE, parseManifest, sameStamp, stampOf, type CaseEntry } from "./case-manifest";

// Generated cases (the largest legal inputs, tens of MB) are not committed: their manifest entries say how to make them
// again, and the files live in a cache named by their hashes, so a stale copy can never be read for a new recipe.

/** Where generated cases are kept: apart from STONEBENCH_CACHE_DIR (built solutions), which tests point at throwaway folders. */
export function generatedCaseCache(): string {
  return process.env.STONEBENCH_CASE_CACHE ?? join(nodeModulesDir, ".cache", "stonebench-cases");
}

/** The cached input and expected output of a generated case, named by their hashes. */
export function generatedCasePaths(problemId: string, name: string, entry: CaseEntry): { inputPath: string; answerPath: string } {
  const dir = join(generatedCaseCache(), problemId);
  return { inputPath: join(dir, `${name}.${entry.input.sha256.slice(0, 16)}.in`), answerPath: join(dir, `${name}.${entry.output.sha256.slice(0, 16)}.out`) };
}

export function isGeneratedCaseCached(problemId: string, name: string, entry: CaseEntry): boolean {
  const paths = generatedCasePaths(problemId, name, entry);
  return existsSync(paths.inputPath) && existsSync(paths.answerPath);
}

const MATERIALIZING = "STONEBENCH_MAKING_GENERATED_CASES";
const SETPRIV = "/usr/bin/setpriv";
// Making a case runs the recipe in the tool host and the oracle in the sandbox: minutes at most for tens of MB.
const MAKE_LIMIT_MS = 20 * 60_000;

/**
 * Makes generated cases that are not cached yet, by running `make-cases <id> --generated --case a,b` and waiting for it.
 * Synchronous, because cases are found synchronously where a judge is planned; its progress goes to stderr.
 */
export function makeGeneratedCases(problemId: string, names: string[]): void {
  if (names.length === 0) return;
  if (process.env[MATERIALIZING]) throw new Error(`generated cases of ${problemId} were asked for while generated cases were being made`);
  process.stderr.write(`note: making ${names.length === 1 ? "the generated case" : "the generated cases"} ${names.join(", ")} of ${problemId} (first use; kept in ${generatedCaseCache()})\n`);
  const env: NodeJS.ProcessEnv = { ...process.env, [MATERIALIZING]: "1" };
  delete env.NODE_OPTIONS;
  delete env.npm_lifecycle_event;
  // util-linux's setpriv gives the making a parent-death signal: killed with its command at once, even while its own
  // loop is busy (its check of its parent, once a second, waited 18 s for a busy step at load 8).
  const argv = [...(existsSync(SETPRIV) ? [SETPRIV, "--pdeathsig", "KILL", "--"] : []), process.execPath, join(toolRoot, "scripts", "launch.cjs"), "make-cases", problemId, "--generated", "--case", names.join(",")];
  const made = withDefaultStopSignals(() =>
    spawnSync(argv[0]!, argv.slice(1), {
      stdio: ["ignore", 2, 2],
      env,
      timeout: MAKE_LIMIT_MS,
      killSignal: "SIGKILL",
    }),
  );
  if (made.status !== 0) {
    const why = made.error ? made.error.message : made.signal ? `killed by ${made.signal}` : `exit code ${made.status}`;
    throw new UserError(`Cannot make the generated case${names.length === 1 ? "" : "s"} ${names.join(", ")} of "${problemId}" (${why}; its messages are above)`, `run npm run make-cases -- ${problemId} --generated to see it alone`);
  }
}

const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Runs blocking work with Ctrl-C, SIGTERM and SIGHUP at their default action: a blocked main thread never runs its
 * handlers, so a SIGTERM to the command waited for the whole making (minutes). Now it ends the command at once; the
 * making sees its parent gone (launch.cjs's watchParent) and ends too, and the next command removes their temp folders.
 */
function withDefaultStopSignals<T>(work: () => T): T {
  const saved = STOP_SIGNALS.map((signal) => [signal, process.rawListeners(signal) as ((...args: unknown[]) => void)[]] as const);
  for (const signal of STOP_SIGNALS) process.removeAllListeners(signal);
  try {
    return work();
  } finally {
    for (const [signal, listeners] of saved) for (const listener of listeners) process.on(signal, listener);
  }
}

/**
 * Of files about to be written into a problem's cases folder (an import of our own exported package), the generated
 * cases its manifest records, byte for byte: written into the cache they are made into instead, and taken out of the
 * list, so the folder comes back as it was (the manifest and the committed cases only).
 */
export function divertGeneratedCases(problemId: string, casesDir: string, files: { path: string; data: FileContent }[]): void {
  const manifestFile = files.find((file) => file.path === join(casesDir, MANIFEST_FILE));
  if (!manifestFile) return;
  // Import reads the manifest itself (every case beside it is copied when written): a copy here would be import's bug.
  if (isCopied(manifestFile.data)) throw new InternalError(`${manifestFile.path} was planned as a copy, but it must be read to divert the generated cases`);
  const manifest = parseManifest(typeof manifestFile.data === "string" ? manifestFile.data : Buffer.from(manifestFile.data).toString("utf8"), manifestFile.path);
  for (const [name, entry] of Object.entries(manifest.cases)) {
    if (!entry.generated) continue;
    const input = files.findIndex((file) => file.path === join(casesDir, `${name}.in`));
    const output = files.findIndex((file) => file.path === join(casesDir, `${name}.out`));
    if (input === -1 || output === -1 || !sameStamp(stampOf(files[input]!.data), entry.input) || !sameStamp(stampOf(files[output]!.data), entry.output)) continue;
    const paths = generatedCasePaths(problemId, name, entry);
    writeFileAtomic(paths.inputPath, files[input]!.data);
    writeFileAtomic(paths.answerPath, files[output]!.data);
    for (const index of [input, output].sort((a, b) => b - a)) files.splice(index, 1);
  }
}
