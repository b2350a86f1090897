import { closest } from "fastest-levenshtein";
// From ./config-yaml, not yaml: the same API, with a fast path for flat files (yaml itself loads only when needed).
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type Pair } from "./config-yaml";
import { parseKattisFlags } from "../check/kattis-compare";
import { UserError } from "../errors";

export const CHECKER_MODES = ["hdu", "tokens", "float", "custom", "kattis", "testlib"] as const;
/** What memoryLimitMiB measures: memory above Node's baseline (our problems), or the whole process (Kattis, Codeforces). */
export const MEMORY_SCOPES = ["above-baseline", "whole-process"] as const;
export type MemoryScope = (typeof MEMORY_SCOPES)[number];
export type CheckerMode = (typeof CHECKER_MODES)[number];

/** problem.yaml, checked: the limits and checker that a judge run starts from. */
export interface ProblemConfig {
  title: string;
  source?: string;
  aliases: string[];
  timeLimitMs: number;
  memoryLimitMiB: number;
  outputLimitMiB: number;
  checker: CheckerMode;
  /** For the float checker: a number passes when its absolute or its relative error is within this. */
  tolerance: number;
  /** Arguments for the output validator: the kattis checker's flags (case_sensitive, float_tolerance 1e-6, …), or passed to a custom one. */
  validatorFlags: string[];
  memoryLimitScope: MemoryScope;
  /** The main thread's stack in MiB for every language (default: the language's setting, else the memory limit, at most 1 GiB). */
  stackLimitMiB?: number;
  /** The solution talks to problems/<id>/interactor.ts (Kattis protocol) instead of writing an output to compare. */
  interactive?: boolean;
  /** "draft" while the problem is in progress: verify reports what is unfinished without failing. */
  status?: "draft";
  /** Why expected outputs made by main.ts itself (make-cases --oracle main) may stand: without it verify fails on them. */
  acceptMainOutputs?: string;
}

export const DEFAULT_OUTPUT_LIMIT_MIB = 64;
export const DEFAULT_TOLERANCE = 1e-6;

/** Sane ranges for the limits, shared with --tl and --ml: past these a limit is a typo, not a limit (1e300 MiB). */
export const LIMIT_RANGES = {
  timeLimitMs: { max: 600_000, unit: "ms" },
  memoryLimitMiB: { max: 1 << 20, unit: "MiB" },
  stackLimitMiB: { max: 1 << 16, unit: "MiB" },
  outputLimitMiB: { max: 1 << 16, unit: "MiB" },
} as const;

type Kind = "text" | "url" | "names" | "positive-integer" | "checker" | "tolerance" | "flags" | "memory-scope" | "boolean" | "status";
const KEYS: Record<keyof ProblemConfig, { kind: Kind; required: boolean; help: string }> = {
  title: { kind: "text", required: true, help: "the problem's title" },
  source: { kind: "url", required: false, help: "the URL of the original statement (http or https)" },
  aliases: { kind: "names", required: false, help: "a list of other ids that find this problem" },
  timeLimitMs: { kind: "positive-integer", required: true, help: "the CPU time limit per case, in milliseconds" },
  memoryLimitMiB: { kind: "positive-integer", required: true, help: "the memory limit in MiB, above the language's own baseline (none for C, C++, Rust and Go)" },
  outputLimitMiB: { kind: "positive-integer", required: false, help: "the output cap in MiB (default 64)" },
  checker: { kind: "checker", required: false, help: `the checker: one of ${CHECKER_MODES.join(", ")} (default hdu)` },
  tolerance: { kind: "tolerance", required: false, help: "the float checker's tolerance, e.g. 1e-6" },
  validatorFlags: { kind: "flags", required: false, help: "output validator arguments, e.g. [case_sensitive] or [float_tolerance, 1e-6] (kattis checker flags, or passed to a custom checker)" },
  memoryLimitScope: { kind: "memory-scope", required: false, help: `what memoryLimitMiB counts: ${MEMORY_SCOPES.join(" or ")} (default above-baseline)` },
  stackLimitMiB: { kind: "positive-integer", required: false, help: "the stack in MiB (default: the memory limit, at most 1024, as Codeforces and Kattis give)" },
  interactive: { kind: "boolean", required: false, help: "true when the solution plays against problems/<id>/interactor.ts (default false)" },
  status: { kind: "status", required: false, help: "draft while the problem is in progress (verify reports it, does not fail on it); remove the line when done" },
  acceptMainOutputs: { kind: "text", required: false, help: "why expected outputs computed by main.ts itself (make-cases --oracle main) may stand; verify fails on them without it" },
};

/** Parses and checks problem.yaml text; every complaint names the file, the line and the fix. */
export function parseProblemConfig(text: string, file: string): ProblemConfig {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number | undefined): number => (offset === undefined ? 1 : lineCounter.linePos(offset).line);
  const fail = (offset: number | undefined, message: string, hint?: string): never => {
    throw new UserError(`${file}:${lineOf(offset)}: ${message}`, hint);
  };
  const firstError = doc.errors[0];
  if (firstError) {
    fail(firstError.pos[0], `broken YAML: ${firstError.message.split("\n")[0]}`, "fix the YAML syntax on that line");
  }
  const root = doc.contents;
  if (!isMap(root)) {
    fail(root?.range?.[0], "expected a mapping of keys (title: …, timeLimitMs: …)", `keys: ${Object.keys(KEYS).join(", ")}`);
  }
  const seen = new Map<string, Pair<unknown, unknown>>();
  for (const pair of (root as { items: Pair<unknown, unknown>[] }).items) {
    const keyNode = pair.key as Node | null;
    const key = isScalar(keyNode) ? String(keyNode.value) : "";
    if (!(key in KEYS)) {
      const suggestion = closest(key, Object.keys(KEYS));
      fail(keyNode?.range?.[0], `unknown key "${key}"`, `did you mean "${suggestion}"? Allowed keys: ${Object.keys(KEYS).join(", ")}`);
    }
    seen.set(key, pair);
  }
  const out: Partial<ProblemConfig> = {};
  for (const [key, spec] of Object.entries(KEYS) as [keyof ProblemConfig, (typeof KEYS)[keyof ProblemConfig]][]) {
    const pair = seen.get(key);
    if (!pair) {
      if (spec.required) fail(undefined, `missing key "${key}"`, `add "${key}: …" (${spec.help})`);
      continue;
    }
    const node = pair.value as Node | null;
    const offset = node?.range?.[0] ?? (pair.key as Node | null)?.range?.[0];
    const wrong = (what: string): never => fail(offset, `"${key}" ${what}`, `"${key}" is ${spec.help}`);
    const scalar = isScalar(node) ? node.value : undefined;
    switch (spec.kind) {
      case "text":
        if (typeof scalar !== "string" || scalar.trim() === "") wrong("must be a non-empty string");
        (out as Record<string, unknown>)[key] = scalar;
        break;
      case "url":
        if (typeof scalar !== "string" || !/^https?:\/\/\S+$/.test(scalar)) wrong("must be an http(s) URL");
        (out as Record<string, unknown>)[key] = scalar;
        break;
      case "positive-integer":
        if (typeof scalar !== "number" || !Number.isInteger(scalar) || scalar <= 0) wrong(`must be a positive whole number, got ${describe(node)}`);
        else {
          const range = LIMIT_RANGES[key as keyof typeof LIMIT_RANGES];
          if (range && scalar > range.max) wrong(`must be at most ${range.max} ${range.unit}, got ${describe(node)}`);
        }
        (out as Record<string, unknown>)[key] = scalar;
        break;
      case "tolerance":
        if (typeof scalar !== "number" || !(scalar > 0) || scalar >= 1) wrong(`must be a number between 0 and 1, got ${describe(node)}`);
        out.tolerance = scalar as number;
        break;
      case "checker":
        if (typeof scalar !== "string" || !(CHECKER_MODES as readonly string[]).includes(scalar)) wrong(`must be one of ${CHECKER_MODES.join(", ")}, got ${describe(node)}`);
        out.checker = scalar as CheckerMode;
        break;
      case "flags": {
        const items = isSeq(node) ? node.items.map((item) => (isScalar(item) ? item.value : undefined)) : typeof scalar === "string" ? scalar.split(/\s+/).filter(Boolean) : undefined;
        if (!items || items.some((item) => typeof item !== "string" && typeof item !== "number")) wrong("must be a list of words and numbers such as [float_tolerance, 1e-6]");
        // No program can be given a NUL byte: a custom checker's start failed on every case (IE, "args[26] must be a string without null bytes").
        if (items?.some((item) => typeof item === "string" && item.includes("\0"))) wrong("holds a NUL byte (\\0), which no program can be given as an argument");
        out.validatorFlags = (items as (string | number)[]).map(String);
        break;
      }
      case "memory-scope":
        if (typeof scalar !== "string" || !(MEMORY_SCOPES as readonly string[]).includes(scalar)) wrong(`must be one of ${MEMORY_SCOPES.join(", ")}, got ${describe(node)}`);
        out.memoryLimitScope = scalar as MemoryScope;
        break;
      case "boolean":
        if (typeof scalar !== "boolean") wrong(`must be true or false, got ${describe(node)}`);
        (out as Record<string, unknown>)[key] = scalar;
        break;
      case "status":
        if (scalar !== "draft" && scalar !== "ready") wrong(`must be draft or ready, got ${describe(node)}`);
        if (scalar === "draft") out.status = "draft";
        break;
      case "names": {
        const items = isSeq(node) ? node.items : undefined;
        const names = items?.map((item) => (isScalar(item) ? item.value : undefined));
        if (!names || names.some((name) => typeof name !== "string" || !/^[a-z0-9][a-z0-9-]*$/i.test(name))) {
          wrong("must be a list of ids such as [wythoff, poj1067] (letters, digits and dashes)");
        }
        out.aliases = (names as string[]).map((name) => name.toLowerCase());
        break;
      }
    }
  }
  if (out.checker === "kattis") {
    const parsed = parseKattisFlags(out.validatorFlags ?? []);
    if ("error" in parsed) fail(seen.get("validatorFlags")?.value ? ((seen.get("validatorFlags")!.value as Node).range?.[0]) : undefined, `"validatorFlags": ${parsed.error}`, `"validatorFlags" is ${KEYS.validatorFlags.help}`);
  }
  return {
    title: out.title!,
    ...(out.source ? { source: out.source } : {}),
    aliases: out.aliases ?? [],
    timeLimitMs: out.timeLimitMs!,
    memoryLimitMiB: out.memoryLimitMiB!,
    outputLimitMiB: out.outputLimitMiB ?? DEFAULT_OUTPUT_LIMIT_MIB,
    checker: out.checker ?? "hdu",
    tolerance: out.tolerance ?? DEFAULT_TOLERANCE,
    validatorFlags: out.validatorFlags ?? [],
    memoryLimitScope: out.memoryLimitScope ?? "above-baseline",
    ...(out.stackLimitMiB ? { stackLimitMiB: out.stackLimitMiB } : {}),
    ...(out.interactive ? { interactive: true } : {}),
    ...(out.status ? { status: out.status } : {}),
    ...(out.acceptMainOutputs ? { acceptMainOutputs: out.acceptMainOutputs } : {}),
  };
}

function describe(node: Node | null): string {
  if (isScalar(node)) return JSON.stringify(node.value);
  if (isSeq(node)) return "a list";
  if (isMap(node)) return "a mapping";
  return "nothing";
}
