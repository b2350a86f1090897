import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { InvalidInputError, UserError } from "../errors";
import { displayPath } from "../paths";
import { InputError } from "../problem-kit/input-reader";
import { showControls } from "../util/visible-text";
import type { ToolAnswer, ToolRequest } from "../problem-kit/tool-host-serve";
import type { BatchRequest } from "../problem-kit/tool-ops";
import type { ShrinkOffer } from "../problem-kit/shrink-offer";
import { MAX_VALIDATOR_INPUT_BYTES } from "../problem-kit/tool-host-frames";
import { startToolHost, type HostedTool, type ToolHost } from "../tool-host/tool-host";
import { failurePlace } from "./tool-failure-place";
import { makeTempDir, removeTempDir } from "../util/temp-dir";
import { generatorProgram } from "./generator-program";
import { problemFiles } from "./problem-files";

/**
 * A problem's own tools (validate.ts, gen.ts, cases.ts), loaded into one sandboxed tool host per problem and
 * command (src/tool-host): every call below is a request to it, so a tool's code never runs in the judge's process.
 */

/** A problem's validator: parses an input into instances or reports the first violation with its line. */
export interface LoadedValidator {
  /** Rejects with an InputError for a violation, a UserError when the validator itself breaks. */
  parse(text: string, label?: string): Promise<unknown[]>;
  /** Parses a file; a violation becomes an InvalidInputError "cases/x/07.in:3: pile size 1000001 exceeds 1000000". */
  parseFile(path: string): Promise<unknown[]>;
}

/** A problem's generator, as stress, verify and explore use it. Instances are plain data (structured clone). */
export interface LoadedGenerator {
  maxInstancesPerFile?: number;
  format(instances: unknown[]): Promise<string>;
  /** One seeded batch of allowed instances, packed; a UserError when the generator keeps making refused ones. */
  batch(request: Omit<BatchRequest, "maxRefusedInARow">): Promise<{ instances: unknown[]; input: string }>;
  /**
   * Simpler inputs for a failing one, each allowed (valid, and within brute.ts's reach when bruteSide), bounded, with
   * the cut when shrink offered more; `signal` (shrinking's time) stops the host should shrink not answer by then.
   */
  shrinkCandidates(current: unknown[], bruteSide: boolean, signal?: AbortSignal): Promise<ShrinkOffer<unknown>>;
  /** Every instance (already parsed by the validator) within brute.ts's reach. */
  bruteCanSolve(instances: unknown[]): Promise<boolean>;
  /** Every instance of an input within brute.ts's reach, parsed in the host (an invalid input is an InputError). */
  bruteCanSolveInput(text: string): Promise<boolean>;
}

/** What a recipe made: the input, an expected output it knows, and whether the case is generated (not committed). */
export interface MadeCase {
  input: string;
  expected?: string;
  generated?: true;
}

/** A problem's case recipes (cases.ts), each made in the host with a generator seeded by problem id and name. */
export interface LoadedRecipes {
  names: string[];
  make(name: string, seed: string): Promise<MadeCase>;
}

const MAX_REFUSED_IN_A_ROW = 10_000;
const RECIPE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

interface OpenTools {
  validator?: LoadedValidator;
  generator?: LoadedGenerator;
  recipes?: LoadedRecipes;
  host?: ToolHost;
}
const open = new Map<string, Promise<OpenTools>>();

export async function loadValidator(id: string): Promise<LoadedValidator | undefined> {
  return (await openProblemTools(id)).validator;
}

export async function loadGenerator(id: string, path = problemFiles(id).generator): Promise<LoadedGenerator | undefined> {
  return (await openProblemTools(id, { generatorPath: path })).generator;
}

export async function loadCaseRecipes(id: string): Promise<LoadedRecipes | undefined> {
  return (await openProblemTools(id, { recipes: true })).recipes;
}

/** Stops every tool host this process started (verify, between problems; tests). */
export async function closeProblemTools(): Promise<void> {
  const all = [...open.values()];
  open.clear();
  for (const tools of await Promise.allSettled(all)) if (tools.status === "fulfilled") tools.value.host?.close();
}

/** The validator and generator (or the case recipes) of one problem, on one host, started once per command. */
function openProblemTools(id: string, options: { generatorPath?: string; recipes?: boolean } = {}): Promise<OpenTools> {
  const files = problemFiles(id);
  const generatorPath = options.generatorPath ?? files.generator;
  const key = `${id}\0${options.recipes ? "recipes" : generatorPath}`;
  let tools = open.get(key);
  if (!tools) {
    // The recipes get a host of their own, without the validator: make-cases checks their inputs with the validator it
    // shares with the reference output's (the validator and generator's host), not with a second copy.
    tools = options.recipes ? start(undefined, undefined, files.caseRecipes) : start(files.validator, generatorPath, undefined);
    tools.catch(() => open.delete(key));
    open.set(key, tools);
  }
  return tools;
}

async function start(validatorPath: string | undefined, generatorPath: string | undefined, recipesPath: string | undefined): Promise<OpenTools> {
  const hosted: HostedTool[] = [];
  if (validatorPath && existsSync(validatorPath)) hosted.push({ role: "validator", sourcePath: validatorPath });
  if (generatorPath && existsSync(generatorPath)) hosted.push({ role: "generator", sourcePath: generatorPath });
  if (recipesPath && existsSync(recipesPath)) hosted.push({ role: "case recipes", sourcePath: recipesPath });
  if (hosted.length === 0) return {};
  const host = await startToolHost(hosted);
  const tools: OpenTools = { host };
  const validatorInfo = host.loaded.validator as { parseInput: boolean } | undefined;
  if (validatorInfo && validatorPath) {
    if (!validatorInfo.parseInput) throw new UserError(`${displayPath(validatorPath)} does not export parseInput`, "export function parseInput(reader: InputReader): Instance[]");
    tools.validator = remoteValidator(host, validatorPath);
  }
  const generatorInfo = host.loaded.generator as { complete: boolean; maxInstancesPerFile?: number } | undefined;
  if (generatorInfo && generatorPath) {
    if (!generatorInfo.complete) throw new UserError(`${displayPath(generatorPath)} does not export a generator`, "export const generator: ProblemGenerator<Instance> = { random, format, shrink, bruteCanSolve }");
    const most = generatorInfo.maxInstancesPerFile;
    if (most !== undefined && !(Number.isSafeInteger(most) && most >= 1)) {
      throw new UserError(`${displayPath(generatorPath)}: maxInstancesPerFile is ${String(most)}, not a whole number ≥ 1`, "give the most instances one input may hold, e.g. 100, or leave it out");
    }
    tools.generator = remoteGenerator(host, generatorPath, generatorInfo.maxInstancesPerFile, validatorPath);
  }
  const recipesInfo = host.loaded["case recipes"] as { names?: string[] } | undefined;
  if (recipesInfo && recipesPath) {
    if (!recipesInfo.names) throw new UserError(`${displayPath(recipesPath)} does not export caseRecipes`, "export const caseRecipes: CaseRecipe[] = [...] from it");
    // A name becomes a file name in cases/<id>/: nothing that leaves the folder, hides, or repeats.
    const bad = recipesInfo.names.find((name, index) => !RECIPE_NAME.test(name) || recipesInfo.names!.indexOf(name) !== index);
    if (bad !== undefined) {
      throw new UserError(`${displayPath(recipesPath)}: the case recipe name "${showControls(bad)}" is not a plain file name, or repeats`, "use letters, digits, '.', '_' and '-' (e.g. 03-fib-neighbours), each name once");
    }
    tools.recipes = remoteRecipes(host, recipesPath, recipesInfo.names);
  }
  return tools;
}

/**
 * A validator takes inputs up to MAX_VALIDATOR_INPUT_BYTES (checked before anything is read): the sandboxed tool host
 * gets the input in one message, so a larger one is the host's limit, never the validator's fault.
 */
export function assertValidatorInputSize(bytes: number, label: string, validatorPath: string): void {
  if (bytes <= MAX_VALIDATOR_INPUT_BYTES) return;
  const mib = (n: number) => (n < 1 << 20 ? `${n} bytes` : `${(n / 1048576).toFixed(1)} MiB`);
  throw new UserError(
    `${label} is ${mib(bytes)}; validators take inputs up to ${mib(MAX_VALIDATOR_INPUT_BYTES)} (the sandboxed tool host gets the input in one message): ${displayPath(validatorPath)} was not run`,
    "split the input into smaller cases; the judge itself runs solutions on inputs of any size",
  );
}

function remoteValidator(host: ToolHost, path: string): LoadedValidator {
  // An InputError is the input's fault; anything else the validator throws is a bug in the validator, which is
  // the problem author's to fix, never the judge's: say so, with the input it failed on.
  const parse = async (text: string, label = "the input"): Promise<unknown[]> => {
    assertValidatorInputSize(Buffer.byteLength(text), label, path);
    const answer = await host.ask({ op: "parse", text });
    if ("inputError" in answer) throw new InputError(answer.inputError.line, showControls(answer.inputError.message));
    if ("failure" in answer) throw new UserError(`The validator ${displayPath(path)} failed on ${label}: ${showControls(answer.failure.message)}${failurePlace(answer.failure, host, path)}`, "fix the validator: it should accept the input or throw an InputError naming the line");
    if (!Array.isArray(answer.ok)) throw new UserError(`The validator ${displayPath(path)} returned ${typeof answer.ok} for ${label}, not a list of instances`, "parseInput returns Instance[]");
    return answer.ok;
  };
  return {
    parse,
    async parseFile(file) {
      try {
        assertValidatorInputSize(statSync(file).size, displayPath(file), path);
        return await parse(readFileSync(file, "utf8"), displayPath(file));
      } catch (error) {
        if (error instanceof InputError) throw new InvalidInputError(`${displayPath(file)}:${error.line}: ${error.message}`, `the input breaks the constraints checked by ${displayPath(path)}`);
        throw error;
      }
    },
  };
}

function remoteGenerator(host: ToolHost, path: string, maxInstancesPerFile: number | undefined, validatorPath: string | undefined): LoadedGenerator {
  const ask = async (request: ToolRequest, what: string, signal?: AbortSignal): Promise<unknown> => okOrThrow(await host.ask(request, undefined, signal), what, path, host, validatorPath);
  return {
    ...(maxInstancesPerFile !== undefined ? { maxInstancesPerFile } : {}),
    format: async (instances) => expectType(await ask({ op: "format", instances }, "generator.format"), "string", "generator.format", path),
    async batch(request) {
      const made = (await ask({ op: "batch", request: { ...request, maxRefusedInARow: MAX_REFUSED_IN_A_ROW } }, "generator.random")) as { instances: unknown[]; input: string } | { refusedInARow: number; last?: string };
      if ("refusedInARow" in made) {
        throw new UserError(
          `The generator made ${MAX_REFUSED_IN_A_ROW} instances in a row that are invalid or beyond the brute force's reach; the last, ${made.last ?? "(not said)"}`,
          `check generator.random(rng, "${request.size}") against the validator and bruteCanSolve, or choose --size`,
        );
      }
      expectType(made.input, "string", "generator.format", path);
      if (!Array.isArray(made.instances) || (request.count > 0 && made.instances.length === 0)) {
        throw new UserError(`The generator ${displayPath(path)} made no instance for a batch of ${request.count}`, "check that format([instance]) is not larger than a batch (4 MiB) and that random returns an instance");
      }
      return made;
    },
    shrinkCandidates: async (current, bruteSide, signal) => (await ask({ op: "shrink", current, bruteSide }, "generator.shrink", signal)) as ShrinkOffer<unknown>,
    bruteCanSolve: async (instances) => (await ask({ op: "reach", instances }, "generator.bruteCanSolve")) === true,
    bruteCanSolveInput: async (text) => (await ask({ op: "reach-input", text }, "generator.bruteCanSolve")) === true,
  };
}

function remoteRecipes(host: ToolHost, path: string, names: string[]): LoadedRecipes {
  return {
    names,
    async make(name, seed) {
      const made = (await okOrThrow(await host.ask({ op: "recipe", name, seed }), `recipe ${name}`, path, host)) as { input?: string; run?: { program: string; args: string[] }; expected?: string; generated?: boolean };
      // A generator program's recipe (case-recipe.ts, ProgramRecipe): built and run here, boxed, its stdout the input.
      const input = made.run ? await runRecipeProgram(path, name, made.run) : made.input!;
      return { input, ...(made.expected !== undefined ? { expected: made.expected } : {}), ...(made.generated ? { generated: true as const } : {}) };
    },
  };
}

async function runRecipeProgram(recipesPath: string, name: string, run: { program: string; args: string[] }): Promise<string> {
  const dir = dirname(recipesPath);
  const program = resolve(dir, run.program);
  if (relative(dir, program).startsWith("..") || !existsSync(program)) {
    throw new UserError(`case recipe ${name}: the generator ${run.program} is not a file of ${displayPath(dir)}`, `put the generator in ${displayPath(dir)} and name it relative to it, e.g. run: { program: "gen.cpp", args: ["1"] }`);
  }
  // The tool host checked the shape, but its answer is the tool's to forge; a NUL byte was an internal error at the spawn.
  if (!Array.isArray(run.args) || run.args.some((arg) => typeof arg !== "string" || arg.includes("\0"))) {
    throw new UserError(`case recipe ${name}: the arguments of ${run.program} must be strings without a NUL byte (\\0)`, `fix run.args of recipe ${name} in ${displayPath(recipesPath)}`);
  }
  const workDir = makeTempDir("stonebench-recipe");
  try {
    return await (await generatorProgram(program, workDir)).run(run.args);
  } finally {
    removeTempDir(workDir);
  }
}

function okOrThrow(answer: ToolAnswer, what: string, path: string, host: Pick<ToolHost, "mapStack">, validatorPath?: string): unknown {
  if ("ok" in answer) return answer.ok;
  if ("inputError" in answer) throw new UserError(`${what} in ${displayPath(path)} threw an InputError: line ${answer.inputError.line}: ${showControls(answer.inputError.message)}`, "an InputError belongs in the validator; fix the tool");
  if (answer.failure.tool === "validator" && validatorPath) {
    throw new UserError(`The validator ${displayPath(validatorPath)} failed on a generated input: ${showControls(answer.failure.message)}${failurePlace(answer.failure, host, validatorPath)}`, "fix the validator: it should accept the input or throw an InputError naming the line");
  }
  throw new UserError(`${what} failed in ${displayPath(path)}: ${showControls(answer.failure.message)}${failurePlace(answer.failure, host, path)}`, "fix the tool; it runs in the sandbox, where it may read no file and start no process");
}

function expectType<T>(value: unknown, type: "string", what: string, path: string): T {
  if (typeof value !== type) throw new UserError(`${what} in ${displayPath(path)} returned ${typeof value}, not a ${type}`, `${what} must return a ${type}`);
  return value as T;
}
