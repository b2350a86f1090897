import { LIMIT_RANGES } from "../problem/problem-config";
/**
 * One problem as Competitive Companion sends it (https://github.com/jmerle/competitive-companion,
 * "Custom tools"): a JSON POST with name, group, url, interactive, memoryLimit (MB), timeLimit (ms),
 * testType, input/output ({ type: "stdin" | "file", fileName }), languages, batch, tests [{ input, output }].
 */
export interface CompanionTask {
  name: string;
  group: string;
  url: string;
  interactive: boolean;
  timeLimitMs: number;
  memoryLimitMiB: number;
  tests: { input: string; output: string }[];
  /** When several problems of a contest come at once: which of how many. */
  batch?: { id: string; size: number };
}

/** Why a request was refused, with the HTTP status to answer: 400 for a bad payload, 422 for one we cannot judge. */
export class TaskRefusal extends Error {
  override readonly name = "TaskRefusal";
  constructor(
    readonly status: 400 | 413 | 422,
    message: string,
  ) {
    super(message);
  }
}

/** The most samples one problem may bring (a statement shows a handful). */
export const MAX_TESTS = 1000;

/**
 * The longest name, group and URL taken, in characters: far past any judge's (Codeforces' titles are under 100), and
 * far under the 1 MiB every command reads of a problem.yaml. A 2 MB name was written as the title of a problem.yaml
 * that every command then refused ("it is 2000971 bytes, more than the 1048576 such a file may be").
 */
export const MAX_TEXT = { name: 1000, group: 1000, url: 4096 } as const;

/** Parses and checks a request body; every refusal says which field is wrong. Nothing is written here. */
export function parseCompanionTask(body: string): CompanionTask {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw new TaskRefusal(400, `the body is not JSON: ${(error as Error).message}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new TaskRefusal(400, "the body must be a JSON object (a Competitive Companion problem)");
  const task = data as Record<string, unknown>;
  const text = (key: string, required: boolean): string => {
    const value = task[key];
    if (value === undefined && !required) return "";
    if (typeof value !== "string" || (required && value.trim() === "")) throw new TaskRefusal(400, `"${key}" must be a non-empty string`);
    const most = MAX_TEXT[key as keyof typeof MAX_TEXT];
    if (value.length > most) throw new TaskRefusal(413, `"${key}" is ${value.length} characters long; at most ${most} are taken`);
    return value;
  };
  const positive = (key: string, unit: string, max: number): number => {
    const value = task[key];
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) throw new TaskRefusal(400, `"${key}" must be a positive number (${unit})`);
    // Past the judge's range (problem.yaml's): a 409 that named a line of a problem.yaml never written.
    if (value > max) throw new TaskRefusal(422, `"${key}" is ${value} ${unit}, more than the judge takes (${max})`);
    // Limits like 62.5 MB or 1500.5 ms round up: never stricter than the judge's.
    return Math.ceil(value);
  };
  const name = text("name", true);
  const group = text("group", false);
  const url = text("url", true);
  if (task.interactive !== undefined && typeof task.interactive !== "boolean") throw new TaskRefusal(400, `"interactive" must be true or false`);
  const interactive = task.interactive === true;
  const timeLimitMs = positive("timeLimit", "milliseconds", LIMIT_RANGES.timeLimitMs.max);
  const memoryLimitMiB = positive("memoryLimit", "megabytes", LIMIT_RANGES.memoryLimitMiB.max);
  if (!Array.isArray(task.tests)) throw new TaskRefusal(400, `"tests" must be a list of { "input": …, "output": … }`);
  // Each test is two files written while the receiver waits: 50,000 empty tests held it for 3 minutes (16 MiB holds 700,000).
  if (task.tests.length > MAX_TESTS) throw new TaskRefusal(413, `"tests" has ${task.tests.length} tests; a problem's samples are at most ${MAX_TESTS}`);
  const tests = task.tests.map((test: unknown, index: number) => {
    const pair = test as { input?: unknown; output?: unknown } | null;
    if (typeof pair !== "object" || pair === null || typeof pair.input !== "string" || typeof pair.output !== "string") {
      throw new TaskRefusal(400, `tests[${index}] must have string "input" and "output"`);
    }
    if (pair.input.includes("\0") || pair.output.includes("\0")) throw new TaskRefusal(400, `tests[${index}] holds a NUL character; cases must be text`);
    return { input: pair.input, output: pair.output };
  });
  // Interactive tasks are accepted: create-from-task.ts makes the problem interactive (scaffold/scaffold-interactor.ts).
  for (const side of ["input", "output"] as const) {
    const io = task[side] as { type?: unknown; fileName?: unknown } | undefined;
    if (io && typeof io === "object" && io.type === "file") {
      // JSON.stringify, not String: {"toString": 1} made String() throw a TypeError that ended the receiver.
      const fileName = typeof io.fileName === "string" ? io.fileName : JSON.stringify(io.fileName ?? null);
      throw new TaskRefusal(422, `"${name}" uses file ${side} (${fileName}); stonebench judges stdin/stdout problems only`);
    }
  }
  const batch = task.batch as { id?: unknown; size?: unknown } | undefined;
  return {
    name,
    group,
    url,
    interactive,
    timeLimitMs,
    memoryLimitMiB,
    tests,
    ...(batch && typeof batch.id === "string" && typeof batch.size === "number" ? { batch: { id: batch.id, size: batch.size } } : {}),
  };
}
