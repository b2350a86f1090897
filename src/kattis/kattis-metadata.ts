import { createHash } from "node:crypto";
import { Document } from "yaml";
import { parsePackageYaml } from "../util/package-yaml";
import { UserError } from "../errors";
import { portableYaml } from "../scaffold/yaml-text";
import { LIMIT_RANGES, type CheckerMode, type ProblemConfig } from "../problem/problem-config";
import { TOOL_LIMIT_MAX } from "../check/package-limits";
import { isLegacyFormat } from "../problem/package-format-version";
import { roundingSaid, wholeUnits } from "../util/whole-units";

/**
 * The Kattis problem package format version we write: the newest that problemtools loads (its FormatVersion
 * knows legacy and 2023-07-draft, also spelled 2023-07; 2025-09 is refused).
 */
export const KATTIS_FORMAT_VERSION = "2023-07-draft";

// A fixed namespace, so the same problem id always exports with the same uuid (Kattis uses it to track a problem).
const UUID_NAMESPACE = "6f0c1d52-4c8e-4f5e-9a51-7d1e2b9c3a40";

/** A name-based (version 5) UUID: the SHA-1 of the namespace and the name, with the version and variant bits set. */
export function uuidFor(name: string): string {
  const hash = createHash("sha1").update(Buffer.from(UUID_NAMESPACE.replace(/-/g, ""), "hex")).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// The keys export computes from our problem.yaml; every other key of an imported package's problem.yaml goes back verbatim.
const COMPUTED_KEYS = new Set(["problem_format_version", "name", "uuid", "source", "source_url", "limits", "type", "validation", "validator_flags"]);
const COMPUTED_LIMITS = new Set(["time_limit", "memory", "output", "time_multiplier", "time_safety_margin"]);

/**
 * problem.yaml in Kattis's keys: name, uuid, source {name, url}, limits {time_limit (s), memory, output (MiB)}. For a
 * problem imported from a package, `original` is that package's problem.yaml: its uuid, its name in every language
 * (while ours is still its English one), its source when ours did not change, its license, rights owner, credits and
 * every key we do not compute are written back (legacy source_url, author and limits multipliers in 2023-07 terms).
 */
export function kattisProblemYaml(id: string, config: ProblemConfig, baselineMiB = 0, floorMiB = 0, original?: string, baselineOf = "Node's"): string {
  const kept = readOriginal(original);
  const document: Record<string, unknown> = {
    problem_format_version: KATTIS_FORMAT_VERSION,
    name: sameName(kept.name, config.title) ? kept.name : config.title,
    uuid: typeof kept.uuid === "string" && kept.uuid ? kept.uuid : uuidFor(`stonebench/${id}`),
  };
  const source = keptSource(kept, config.source);
  if (source !== undefined) document.source = source;
  // Kattis's memory is the whole process: ours above the main's language's baseline plus that baseline, rounded up to a MiB.
  const limits: Record<string, unknown> = { time_limit: config.timeLimitMs / 1000, memory: Math.max(floorMiB, Math.ceil(config.memoryLimitMiB + baselineMiB)), output: config.outputLimitMiB };
  const keptLimits = typeof kept.limits === "object" && kept.limits !== null && !Array.isArray(kept.limits) ? (kept.limits as Record<string, unknown>) : {};
  const multipliers: Record<string, unknown> = typeof keptLimits.time_multipliers === "object" && keptLimits.time_multipliers !== null ? { ...(keptLimits.time_multipliers as Record<string, unknown>) } : {};
  if (keptLimits.time_multiplier !== undefined && multipliers.ac_to_time_limit === undefined) multipliers.ac_to_time_limit = keptLimits.time_multiplier;
  if (keptLimits.time_safety_margin !== undefined && multipliers.time_limit_to_tle === undefined) multipliers.time_limit_to_tle = keptLimits.time_safety_margin;
  for (const [key, value] of Object.entries(keptLimits)) if (!COMPUTED_LIMITS.has(key)) limits[key] = key === "time_multipliers" ? multipliers : value;
  if (Object.keys(multipliers).length && limits.time_multipliers === undefined) limits.time_multipliers = multipliers;
  document.limits = limits;
  if (typeof kept.author === "string" && kept.credits === undefined) document.credits = kept.author;
  for (const [key, value] of Object.entries(kept)) if (!COMPUTED_KEYS.has(key) && !(key === "author" && document.credits === value)) document[key] = value;
  const whole = Math.ceil(config.memoryLimitMiB + baselineMiB);
  const memoryNote =
    (baselineMiB > 0 ? ` memory: ${config.memoryLimitMiB} MiB above ${baselineOf} baseline + ${baselineMiB.toFixed(1)} MiB measured baseline = ${whole} MiB.` : "") +
    (floorMiB > whole ? ` Raised to ${floorMiB} MiB: problemtools limits address space, and Node needs that much to start and run a program.` : "");
  return `# Exported by stonebench (npm run export). Its own problem.yaml is kept byte for byte in stonebench/.${memoryNote}\n${portableYaml(new Document(document))}`;
}

function readOriginal(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const data = parsePackageYaml(text, "problem.yaml").data;
    return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// The package's name (a string, or a map of languages) while our title is still what import took from it.
function sameName(name: unknown, title: string): boolean {
  return name !== undefined && titleOf(name) === title;
}

// Ours when we have a source URL the package did not give; else the package's own, legacy source + source_url as one map.
function keptSource(kept: Record<string, unknown>, ours: string | undefined): unknown {
  const theirs = kept.source;
  const legacyUrl = typeof kept.source_url === "string" ? kept.source_url : undefined;
  const theirUrl = typeof theirs === "object" && theirs !== null && !Array.isArray(theirs) ? (theirs as { url?: unknown }).url : legacyUrl;
  if (ours !== undefined && ours !== theirUrl) return { name: new URL(ours).hostname, url: ours };
  if (typeof theirs === "string" && legacyUrl !== undefined) return { name: theirs, url: legacyUrl };
  if (theirs !== undefined) return theirs;
  if (legacyUrl !== undefined) return { name: new URL(legacyUrl).hostname, url: legacyUrl };
  return ours !== undefined ? { name: new URL(ours).hostname, url: ours } : undefined;
}

/**
 * The default output validator's arguments for our checker: hdu compares exactly but for whitespace amounts,
 * tokens ignores all whitespace, float adds a tolerance. Custom checkers have no Kattis equivalent here.
 */
export function outputValidatorArgs(config: ProblemConfig): string[] {
  switch (config.checker) {
    case "hdu":
      return ["case_sensitive", "space_change_sensitive"];
    case "tokens":
      return ["case_sensitive"];
    case "float":
      return ["float_tolerance", String(config.tolerance)];
    case "kattis":
      return [...config.validatorFlags];
    case "custom":
    case "testlib":
      return [];
  }
}

/** What a Kattis package's problem.yaml says, in our terms; anything missing is left undefined. */
export interface KattisFacts {
  title?: string;
  source?: string;
  timeLimitMs?: number;
  memoryLimitMiB?: number;
  outputLimitMiB?: number;
  /** Legacy packages put the output validator's flags here ("float_tolerance 1e-6"). */
  validatorFlags?: string[];
  interactive: boolean;
  multiPass: boolean;
  submitAnswer: boolean;
  scoring: boolean;
  customValidation: boolean;
  /** problem_format_version absent, "legacy" or "legacy-icpc": the fixed submissions/ folders, with no submissions.yaml. */
  legacy: boolean;
  /** 2025-09 `constants`: {{name}} (or {{name.value}}) in validators and statements stands for the value, {{name.variant}} for a variant's text. */
  constants: Record<string, string>;
  /** limits keys the package sets that nothing here applies (code, validation_passes, …), as "key: value". */
  unappliedLimits: string[];
  /** The validation_* and compilation_* keys it sets, as "key: value" (applied: src/check/package-limits.ts). */
  validationLimits: string[];
  /** The YAML parser's warnings, as "file:line:col: what" (import names them in its notes). */
  yamlWarnings: string[];
  /** Limits rounded up to our whole units, each with the value read and the value used ("memory 0.5 MiB → 1 MiB"). */
  roundedLimits: string[];
  /** How Kattis sets a time limit the package leaves out: slowest accepted × multiplier (`why` names it), rounded up to the resolution. */
  timeDerivation: { multiplier: number; resolutionMs: number; why: string };
}

/**
 * The package kinds stonebench cannot judge, refused before anything is written. Interactive problems are
 * refused here too until interactive judging exists (src/interactive/ replaces this one check).
 */
export function refuseUnsupportedType(facts: KattisFacts, dir: string): void {
  if (facts.submitAnswer) throw new UserError(`${dir} is a submit-answer problem (answers are submitted, not programs); nothing was written`, "stonebench judges programs on stdin/stdout");
  if (facts.multiPass) throw new UserError(`${dir} is a multi-pass problem (the validator feeds each pass's input to the next); nothing was written`, "stonebench runs a solution once per case");
  if (facts.scoring) throw new UserError(`${dir} is a scoring problem (points per group); nothing was written`, "stonebench judges pass-fail problems: every case AC or not");
}

/** The limits keys that bound the judging programs and builds rather than the submission's run. */
export const VALIDATION_LIMITS = ["validation_time", "validation_memory", "validation_output", "compilation_time", "compilation_memory"];

// The limits keys import and verify use: the time limit and its multipliers (the derivation, verify --table), memory,
// output; validation_* bound every validator run and compilation_* every build (src/check/package-limits.ts).
const APPLIED_LIMITS = new Set(["time_limit", "time_multipliers", "time_multiplier", "time_safety_margin", "time_resolution", "memory", "output", ...VALIDATION_LIMITS]);

/** Reads a Kattis problem.yaml of any version (legacy, 2023-07-draft, 2025-09). */
export function readKattisProblemYaml(text: string, file: string): KattisFacts {
  let data: unknown;
  let yamlWarnings: string[];
  try {
    ({ data, warnings: yamlWarnings } = parsePackageYaml(text, file));
  } catch (error) {
    throw new UserError(`${file}: broken YAML: ${(error as Error).message.split("\n")[0]}`, "fix the package's problem.yaml");
  }
  const yaml = (data ?? {}) as Record<string, unknown>;
  if (typeof yaml !== "object" || Array.isArray(yaml)) throw new UserError(`${file}: expected a mapping of keys`, "is this a Kattis problem package?");
  checkFormatVersion(yaml.problem_format_version, file);
  const limits = checkedLimits(yaml.limits, file);
  const positive = (value: unknown): number | undefined => (typeof value === "number" && value > 0 ? value : undefined);
  const timeLimit = positive(limits.time_limit);
  const source = typeof yaml.source === "object" && yaml.source !== null && !Array.isArray(yaml.source) ? (yaml.source as { url?: unknown }).url : yaml.source_url;
  const type = [yaml.type, yaml.validation].flat().filter((item): item is string => typeof item === "string").join(" ");
  const legacy = isLegacyFormat(yaml.problem_format_version);
  const multipliers = (typeof limits.time_multipliers === "object" && limits.time_multipliers !== null ? limits.time_multipliers : {}) as Record<string, unknown>;
  const multiplier = positive(multipliers.ac_to_time_limit) ?? positive(limits.time_multiplier) ?? (legacy ? 5 : 2);
  const resolution = positive(limits.time_resolution) ?? 1;
  const why = `${positive(multipliers.ac_to_time_limit) ? "ac_to_time_limit" : positive(limits.time_multiplier) ? "time_multiplier" : `the ${legacy ? "legacy" : "format's"} default multiplier`} ${multiplier}`;
  const flags = typeof yaml.validator_flags === "string" ? yaml.validator_flags.split(/\s+/).filter(Boolean) : undefined;
  // Refused here, before anything is written: the problem.yaml it would give is refused on every read after.
  if (flags?.some((flag) => flag.includes("\0"))) throw new UserError(`${file}: validator_flags holds a NUL byte (\\0), which no program can be given as an argument; nothing was written`, "remove it from the package's validator_flags");
  const memory = positive(limits.memory);
  const output = positive(limits.output);
  const title = titleOf(checkedName(yaml.name, file));
  return {
    ...(title ? { title } : {}),
    ...(typeof source === "string" && /^https?:\/\/\S+$/.test(source) ? { source } : {}),
    ...(timeLimit ? { timeLimitMs: wholeUnits(timeLimit, 1000) } : {}),
    ...(memory ? { memoryLimitMiB: wholeUnits(memory, 1) } : {}),
    ...(output ? { outputLimitMiB: wholeUnits(output, 1) } : {}),
    ...(flags ? { validatorFlags: flags } : {}),
    interactive: /\binteractive\b/.test(type),
    multiPass: /\bmulti-pass\b/.test(type),
    submitAnswer: /\bsubmit-answer\b/.test(type),
    scoring: /\bscor(e|ing)\b/.test(type),
    customValidation: /\bcustom\b/.test(type),
    legacy,
    timeDerivation: { multiplier, resolutionMs: wholeUnits(resolution, 1000), why },
    roundedLimits: roundedLimits(limits),
    yamlWarnings,
    validationLimits: Object.entries(limits).filter(([key]) => VALIDATION_LIMITS.includes(key)).map(([key, value]) => `${key}: ${String(value)}`),
    unappliedLimits: Object.entries(limits).filter(([key]) => !APPLIED_LIMITS.has(key)).map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`),
    constants: constantsOf(yaml.constants),
  };
}

// Each quantity in the unit the judge counts it in (src/check/package-limits.ts for validation_* and compilation_*).
const WHOLE_UNITS: [key: string, unit: string, perUnit: number, ours: string][] = [
  ["time_limit", "s", 1000, "ms"],
  ["time_resolution", "s", 1000, "ms"],
  ["memory", "MiB", 1, "MiB"],
  ["output", "MiB", 1, "MiB"],
  ["validation_time", "s", 1000, "ms"],
  ["validation_memory", "MiB", 1024, "KiB"],
  ["validation_output", "MiB", 2 ** 20, "bytes"],
  ["compilation_time", "s", 1000, "ms"],
  ["compilation_memory", "MiB", 1, "MiB"],
];

function roundedLimits(limits: Record<string, unknown>): string[] {
  return WHOLE_UNITS.flatMap(([key, unit, perUnit, ours]) => {
    const value = limits[key];
    const said = typeof value === "number" ? roundingSaid(key, value, unit, perUnit, ours) : undefined;
    return said ? [said] : [];
  });
}

/** The versions the format has named; any other is a package this reader would misread (as legacy, silently). */
const FORMAT_VERSIONS = /^(legacy|legacy-icpc|2023-07|2023-07-draft|2025-09|2025-09-draft|draft)$/;

function checkFormatVersion(version: unknown, file: string): void {
  if (version === undefined || version === null || FORMAT_VERSIONS.test(String(version))) return;
  throw new UserError(`${file}: problem_format_version "${String(version)}" is not one this reader knows; nothing was written`, "use legacy, 2023-07-draft or 2025-09 (the Kattis format's versions), or leave it out for legacy");
}

// Every limits key that is a quantity: a value that is not a number > 0 would be dropped or misread, silently
// ("the package sets no time limit" for time_limit: -3), so it stops the import naming the key.
const NUMERIC_LIMITS = ["time_limit", "memory", "output", "code", "time_multiplier", "time_safety_margin", "time_resolution", "validation_passes", ...VALIDATION_LIMITS];

function checkedLimits(limits: unknown, file: string): Record<string, unknown> {
  if (limits === undefined || limits === null) return {};
  if (typeof limits !== "object" || Array.isArray(limits)) throw new UserError(`${file}: limits is ${JSON.stringify(limits)}, not a map of limits; nothing was written`, "write limits as keys under it, e.g. limits: {time_limit: 2, memory: 1024}");
  const map = limits as Record<string, unknown>;
  const bad = (key: string, value: unknown): never => {
    throw new UserError(`${file}: limits.${key} is ${typeof value === "number" ? String(value) : JSON.stringify(value)}; the format wants a number > 0; nothing was written`, `fix limits.${key} in the package's problem.yaml (or remove it for the default)`);
  };
  for (const key of NUMERIC_LIMITS) {
    const value = map[key];
    if (value !== undefined && !(typeof value === "number" && Number.isFinite(value) && value > 0)) bad(key, value);
  }
  // Past the judge's sane ranges the import wrote a problem.yaml that every command then refused (memory: 1e20).
  // validation_time: 1e6 gave every validator run a 23-day wall: a validator that sleeps held verify that long.
  const tools = Object.entries(TOOL_LIMIT_MAX).map(([key, max]) => [key, max, key.endsWith("_time") ? "s" : "MiB"] as const);
  const ranges = [["time_limit", LIMIT_RANGES.timeLimitMs.max / 1000, "s"], ["memory", LIMIT_RANGES.memoryLimitMiB.max, "MiB"], ["output", LIMIT_RANGES.outputLimitMiB.max, "MiB"], ...tools] as const;
  for (const [key, max, unit] of ranges) {
    const value = map[key];
    if (typeof value === "number" && value > max) throw new UserError(`${file}: limits.${key} is ${value} ${unit}, past the ${max} ${unit} stonebench judges with; nothing was written`, `fix limits.${key} in the package's problem.yaml`);
  }
  const multipliers = map.time_multipliers;
  if (multipliers !== undefined) {
    if (typeof multipliers !== "object" || multipliers === null || Array.isArray(multipliers)) bad("time_multipliers", multipliers);
    for (const [key, value] of Object.entries(multipliers as Record<string, unknown>)) {
      if (!(typeof value === "number" && Number.isFinite(value) && value > 0)) bad(`time_multipliers.${key}`, value);
    }
  }
  return map;
}

// 2025-09: a constant is a scalar, or a map with `value` and variant keys (alternative representations: `tex: 5,000,000`);
// {{name}} is {{name.value}}, and {{name.variant}} is that variant's text.
function constantsOf(constants: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  if (typeof constants !== "object" || constants === null) return found;
  for (const [name, constant] of Object.entries(constants as Record<string, unknown>)) {
    const variants = typeof constant === "object" && constant !== null ? (constant as Record<string, unknown>) : { value: constant };
    for (const [variant, text] of Object.entries(variants)) found[`${name}.${variant}`] = String(text ?? "");
    found[name] = String(variants.value ?? "");
  }
  return found;
}

// The format's name is a string, or a map from language code to string; anything else (a list, a number) was dropped
// silently and the problem titled after its folder, so it stops the import naming the key.
function checkedName(name: unknown, file: string): unknown {
  const isText = (value: unknown) => typeof value === "string";
  const isMap = typeof name === "object" && name !== null && !Array.isArray(name) && Object.values(name).every(isText);
  if (name === undefined || name === null || isText(name) || isMap) return name;
  throw new UserError(`${file}: name is ${JSON.stringify(name)}, neither a string nor a map of language codes to strings; nothing was written`, 'write name: "The Title", or name: {en: "The Title", sv: "Titeln"}');
}

// name is a string (English) or a map from language code to name; kept exactly as written (a blank one is no title).
function titleOf(name: unknown): string | undefined {
  if (typeof name === "string" && name.trim()) return name;
  if (typeof name === "object" && name !== null) {
    const names = name as Record<string, unknown>;
    const chosen = names.en ?? Object.values(names)[0];
    if (typeof chosen === "string" && chosen.trim()) return chosen;
  }
  return undefined;
}

/** Our checker from the default output validator's arguments: float with a tolerance, hdu, or tokens. */
export function checkerFromValidatorArgs(args: string[]): { checker: CheckerMode; tolerance?: number } {
  for (const flag of ["float_tolerance", "float_absolute_tolerance", "float_relative_tolerance"]) {
    const at = args.indexOf(flag);
    const tolerance = at === -1 ? NaN : Number(args[at + 1]);
    if (tolerance > 0 && tolerance < 1) return { checker: "float", tolerance };
  }
  return args.includes("space_change_sensitive") ? { checker: "hdu" } : { checker: "tokens" };
}
