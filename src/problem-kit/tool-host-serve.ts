import { Socket } from "node:net";
import { pathToFileURL } from "node:url";
import type { CaseRecipe } from "./case-recipe";
import type { ParseInput, ProblemGenerator } from "./generator";
import { InputReader, isInputError } from "./input-reader";
import { Random } from "./random";
import { encodeFrame, FrameReader, MAX_FRAME_BYTES } from "./tool-host-frames";
import { generateBatch, shrinkCandidates, ToolBroke, type BatchRequest } from "./tool-ops";

/**
 * The loop of the tool host, the sandboxed process that runs a problem's validate.ts, gen.ts and cases.ts for the
 * judge (src/tool-host/tool-host.ts starts it). Requests come on stdin, answers go out on fd 3, one at a time, in
 * order; whatever the tools print goes to stdout and stderr, which the judge shows apart from the answers.
 */

export type ToolRequest =
  | { op: "load"; role: ToolRole; path: string }
  | { op: "parse"; text: string }
  | { op: "batch"; request: BatchRequest }
  | { op: "shrink"; current: unknown[]; bruteSide: boolean }
  | { op: "format"; instances: unknown[] }
  | { op: "reach"; instances: unknown[] }
  | { op: "reach-input"; text: string }
  | { op: "recipe"; name: string; seed: string }
  | { op: "explore"; request: unknown };

export type ToolRole = "validator" | "generator" | "case recipes" | "game module";

/** A failure with a hint is a UserError raised on purpose (the explorer's, a game's), to be shown as it is. */
export type ToolAnswer = { ok: unknown } | { inputError: { line: number; message: string } } | { failure: { tool: string; message: string; hint?: string; stack?: string } };

/** What a long request (an exploration) reports while it runs, before its answer. */
export type ToolProgress = unknown;

interface Loaded {
  parseInput?: ParseInput<unknown>;
  generator?: ProblemGenerator<unknown>;
  recipes?: CaseRecipe[];
  game?: { __stonebenchExplore: { runExploration(module: unknown, request: unknown, progress: (update: unknown) => void): Promise<unknown> } };
}

export function serveToolHost(): void {
  const loaded: Loaded = {};
  const answers = new Socket({ fd: 3, readable: false, writable: true });
  let queue = Promise.resolve();
  const reader = new FrameReader((message) => {
    const { id, request } = message as { id: number; request: ToolRequest };
    const progress = (update: ToolProgress) => answers.write(encodeFrame({ id, progress: update }));
    queue = queue.then(async () => {
      answers.write(boundedFrame(id, request.op, await answer(loaded, request, progress)));
    });
  });
  process.stdin.on("data", (chunk: Buffer) => reader.push(chunk));
  // The judge closed the requests: done (at the namespaces level the holder's end kills this anyway).
  process.stdin.on("end", () => void queue.then(() => answers.end(() => process.exit(0))));
}

// An answer too large for one message (a huge input's instances) is refused here, naming the limit, not sent to break the reader.
function boundedFrame(id: number, op: ToolRequest["op"], reply: ToolAnswer): Buffer {
  let frame: Buffer;
  try {
    frame = encodeFrame({ id, answer: reply });
  } catch {
    // A value v8.serialize cannot carry (a function, a Proxy, a getter that throws): said, not a crash of the host.
    return encodeFrame({ id, answer: { failure: { tool: "tool host", message: `the answer to "${op}" cannot be sent: it is not plain data (a function, a Proxy, a getter that throws)`, hint: "return plain numbers, strings, arrays and objects" } } });
  }
  if (frame.length - 4 <= MAX_FRAME_BYTES) return frame;
  const message = `the answer to "${op}" is ${((frame.length - 4) / 1048576).toFixed(1)} MiB, over the tool host's ${MAX_FRAME_BYTES >> 20} MiB message limit`;
  return encodeFrame({ id, answer: { failure: { tool: "tool host", message, hint: "give the tool a smaller input (split the case), or return less from it" } } });
}

async function answer(loaded: Loaded, request: ToolRequest, progress: (update: ToolProgress) => void): Promise<ToolAnswer> {
  const tool = request.op === "load" ? request.role : request.op === "parse" ? "validator" : request.op === "recipe" ? "case recipes" : request.op === "explore" ? "game module" : "generator";
  try {
    return { ok: await perform(loaded, request, progress) };
  } catch (error) {
    try {
      return describeThrown(tool, error);
    } catch {
      // Object.create(null), a Proxy whose traps throw, an Error whose message getter throws: the host stayed up.
      return { failure: { tool, message: "threw a value that cannot be described (reading it threw again)" } };
    }
  }
}

// What a tool threw, as the judge shows it; each message bounded (a validator's 250 Mi-character message crashed the
// judge in a string replace, and an 84 M one took it to 1.8 GB, printed once a case).
function describeThrown(tool: string, error: unknown): ToolAnswer {
  if (isInputError(error)) return { inputError: { line: error.line, message: bounded(error.message) } };
  if (error instanceof ToolBroke) return { failure: { tool: error.tool, message: bounded(error.message) } };
  const hint = (error as { hint?: unknown } | null)?.hint;
  if (error instanceof Error && error.name === "UserError" && typeof hint === "string") return { failure: { tool, message: bounded(error.message), hint: bounded(hint) } };
  // A tool's own bug: its frames (the bundle's lines; the judge maps them to the .ts through the bundle's inline map).
  const stack = error instanceof Error && typeof error.stack === "string" ? framesOf(error.stack) : undefined;
  return { failure: { tool, message: bounded(error instanceof Error ? `${error.name}: ${error.message}` : String(error)), ...(stack ? { stack } : {}) } };
}

// The first frames of a stack, without its message (which may be long, and is sent apart).
function framesOf(stack: string): string | undefined {
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line)).slice(0, 12);
  return frames.length ? bounded(frames.join("\n")) : undefined;
}

const MESSAGE_CHARS = 16_384;
function bounded(text: string): string {
  const plain = String(text);
  return plain.length > MESSAGE_CHARS ? `${plain.slice(0, MESSAGE_CHARS)}… (${plain.length} characters in all)` : plain;
}

async function perform(loaded: Loaded, request: ToolRequest, progress: (update: ToolProgress) => void): Promise<unknown> {
  switch (request.op) {
    case "explore":
      return loaded.game!.__stonebenchExplore.runExploration(loaded.game, request.request, progress);
    case "load":
      return load(loaded, request.role, request.path);
    case "parse":
      return loaded.parseInput!(new InputReader(request.text));
    case "batch":
      return generateBatch(loaded.generator!, loaded.parseInput, request.request);
    case "shrink":
      return shrinkCandidates(loaded.generator!, loaded.parseInput, request.current, request.bruteSide);
    case "format":
      return loaded.generator!.format(request.instances);
    case "reach":
      return request.instances.every((instance) => loaded.generator!.bruteCanSolve(instance));
    case "reach-input":
      // Parsed and checked here: a 20 MB input's millions of instances need not cross the pipe twice.
      return loaded.parseInput!(new InputReader(request.text)).every((instance) => loaded.generator!.bruteCanSolve(instance));
    case "recipe": {
      const recipe = loaded.recipes!.find((item) => item.name === request.name)!;
      // A generator program's recipe: the judge runs it (a tool here may start no process).
      if ("run" in recipe) {
        const { program, args } = recipe.run ?? {};
        if (typeof program !== "string" || !Array.isArray(args) || args.some((arg) => typeof arg !== "string")) throw new TypeError(`recipe ${recipe.name}: run must be { program: string, args: string[] }`);
        return { run: { program, args }, expected: typeof recipe.expected === "string" ? recipe.expected : undefined };
      }
      // The input first: a recipe may fill its expected output while it makes the input, or return both.
      const made = typeof recipe.input === "string" ? recipe.input : recipe.input(new Random(request.seed));
      const input = typeof made === "object" && made !== null ? made.input : made;
      const expected = typeof made === "object" && made !== null ? made.expected : recipe.expected;
      if (typeof input !== "string") throw new TypeError(`recipe ${recipe.name} made ${typeof input}, not a string`);
      return { input, expected: typeof expected === "string" ? expected : undefined, generated: recipe.generated === true };
    }
  }
}

// What the judge needs to know of each tool at once; a tool that lacks its export is named by the judge.
async function load(loaded: Loaded, role: ToolRole, path: string): Promise<unknown> {
  const module = (await import(pathToFileURL(path).href)) as { parseInput?: unknown; generator?: ProblemGenerator<unknown>; caseRecipes?: CaseRecipe[] };
  if (role === "game module") {
    loaded.game = module as unknown as Loaded["game"];
    return { game: "game" in module };
  }
  if (role === "validator") {
    if (typeof module.parseInput === "function") loaded.parseInput = module.parseInput as ParseInput<unknown>;
    return { parseInput: typeof module.parseInput === "function" };
  }
  if (role === "generator") {
    const generator = module.generator;
    const complete = !!generator && typeof generator.random === "function" && typeof generator.format === "function";
    if (complete) loaded.generator = generator;
    return { complete, maxInstancesPerFile: complete && typeof generator!.maxInstancesPerFile === "number" ? generator!.maxInstancesPerFile : undefined };
  }
  const recipes = module.caseRecipes;
  if (Array.isArray(recipes)) loaded.recipes = recipes;
  return { names: Array.isArray(recipes) ? recipes.map((recipe) => String(recipe?.name)) : undefined };
}
