import { parseArgs } from "node:util";
import { closest, distance } from "fastest-levenshtein";
import { UserError } from "../errors";
import { optionForStray } from "./stray-argument";

export interface OptionSpec {
  name: string;
  type: "string" | "boolean";
  /** The value's placeholder in help, e.g. "<ms>". */
  value?: string;
  help: string;
  short?: string;
  /** The option may be given more than once (values collect into a list). */
  multiple?: boolean;
  /** Check and convert a string value; throw a message to refuse it. Also tells swallowed npm values apart. */
  parse?: (raw: string) => unknown;
  /** The name npm expands this option into when it is swallowed (npm turns --js into --json). */
  npmName?: string;
  /** The option writes or deletes files, or chooses which: recovering it from npm's leftovers could destroy work. */
  writes?: boolean;
  /** npm owns this name and keeps it (and its value) without a trace when it is written before `--` (--only, --save). */
  npmHides?: boolean;
  /** What other tools call this option (export's --kattis is --out elsewhere; judge's --tl is oj's --tle): a did-you-mean. */
  elsewhere?: string[];
}

export interface CommandSpec {
  name: string;
  summary: string;
  /** e.g. ["<id>"]; a trailing "?" makes one optional. */
  positionals: string[];
  options: OptionSpec[];
  examples?: string[];
  /** Extra help when a positional is missing, e.g. the list of known problems. */
  missingHint?: () => string;
}

export interface ParsedCommandLine {
  positionals: string[];
  values: Record<string, unknown>;
  /** Things worth telling the user on stderr (e.g. a flag that npm swallowed and we recovered). */
  notes: string[];
}

export const positiveInteger = (what: string) => (raw: string): number => {
  if (!/^\d+$/.test(raw.trim()) || Number(raw) <= 0 || !Number.isSafeInteger(Number(raw))) {
    throw `Expected ${what} to be a positive whole number, got "${raw}"`;
  }
  return Number(raw);
};

// A positive whole number within problem.yaml's range for it (judge's and import's --tl): a limit past it is a typo.
export const withinRange = (what: string, range: { max: number; unit: string }, parse: (raw: string) => number = positiveInteger(what)) => (raw: string): number => {
  const value = parse(raw);
  if (value > range.max) throw `Expected ${what} to be at most ${range.max} (${range.unit}), got "${raw}"`;
  return value;
};

/**
 * Parses argv against a command's options. Also repairs what `npm run cmd x --flag v` does: npm keeps
 * flags placed before `--` for itself, sets npm_config_flag=true, and passes `v` on as a bare word.
 */
export function parseCommandLine(spec: CommandSpec, argv: string[], env: NodeJS.ProcessEnv = process.env): ParsedCommandLine {
  const options = Object.fromEntries(
    [...spec.options, HELP].map((option) => [
      option.name,
      { type: option.type, ...(option.short ? { short: option.short } : {}), ...(option.multiple ? { multiple: true } : {}) },
    ]),
  );
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args: joinDashValues(spec, argv), options, allowPositionals: true, strict: true }) as typeof parsed;
  } catch (error) {
    throw explainParseError(spec, error as Error & { code?: string });
  }
  const notes: string[] = [];
  if (env.npm_lifecycle_event === spec.name) recoverSwallowed(spec, parsed, env, notes);
  if (parsed.values.help) return { positionals: parsed.positionals, values: parsed.values, notes };
  const required = spec.positionals.filter((name) => !name.endsWith("?")).length;
  if (parsed.positionals.length < required) {
    const more = spec.missingHint ? `; ${spec.missingHint()}` : "";
    throw new UserError(`Missing ${spec.positionals[parsed.positionals.length]} for "${spec.name}"`, `usage: ${usageLine(spec)}${more}`);
  }
  if (parsed.positionals.length > spec.positionals.length) {
    const extra = parsed.positionals.slice(spec.positionals.length);
    const option = extra.length === 1 ? optionForStray(spec, extra[0]!) : undefined;
    const meant = option ? `did you mean ${option}? npm run ${spec.name} -- ${[...parsed.positionals.slice(0, spec.positionals.length), option, extra[0]!].map(shellQuote).join(" ")}` : undefined;
    const usage = `usage: ${usageLine(spec)}`;
    throw new UserError(`Unexpected argument${extra.length > 1 ? "s" : ""} ${extra.map((word) => `"${word}"`).join(" ")}`, meant ? `${meant} (${usage})` : usage);
  }
  const values: Record<string, unknown> = {};
  for (const option of spec.options) {
    const raw = parsed.values[option.name];
    if (raw === undefined) continue;
    if (option.type === "string" && option.parse) {
      try {
        values[option.name] = Array.isArray(raw) ? raw.map((item: string) => option.parse!(item)) : option.parse(raw as string);
      } catch (message) {
        throw new UserError(`${typeof message === "string" ? message : (message as Error).message}`, `see: npm run ${spec.name} -- --help`);
      }
    } else {
      values[option.name] = raw;
    }
  }
  return { positionals: parsed.positionals, values, notes };
}

// parseArgs refuses "--jobs -1" as ambiguous; joining it into "--jobs=-1" lets the option's own check explain.
function joinDashValues(spec: CommandSpec, argv: string[]): string[] {
  const takesValue = new Set(spec.options.filter((option) => option.type === "string").map((option) => `--${option.name}`));
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const next = argv[i + 1];
    if (takesValue.has(argv[i]!) && next !== undefined && /^-\d/.test(next)) {
      out.push(`${argv[i]}=${next}`);
      i++;
    } else {
      out.push(argv[i]!);
    }
  }
  return out;
}

const HELP: OptionSpec = { name: "help", type: "boolean", short: "h", help: "show this help" };

function explainParseError(spec: CommandSpec, error: Error & { code?: string }): UserError {
  const usage = `see: npm run ${spec.name} -- --help`;
  const unknown = /Unknown option '([^']+)'/.exec(error.message);
  if (unknown) {
    const flag = unknown[1]!.replace(/^-+/, "");
    const names = spec.options.map((option) => option.name);
    // A name other tools use (oj's --tle, --out for a folder to write) is meant as this command's own option.
    const known = spec.options.find((option) => option.elsewhere?.includes(flag));
    if (known) return new UserError(`Unknown option "${unknown[1]}"; did you mean --${known.name}${known.value ? ` ${known.value}` : ""}, ${known.help.split(/ ?[:(;]/)[0]}?`, usage);
    const guess = closest(flag, names);
    const near = guess && distance(flag, guess) <= Math.max(2, flag.length / 3);
    return new UserError(`Unknown option "${unknown[1]}"${near ? `; did you mean --${guess}?` : ""}`, usage);
  }
  const missingValue = /Option '(?:-\w, )?(--[\w-]+) <value>' argument missing/.exec(error.message);
  if (missingValue) return new UserError(`${missingValue[1]} needs a value`, usage);
  const unexpectedValue = /Option '(--[\w-]+)' does not take an argument/.exec(error.message);
  if (unexpectedValue) return new UserError(`${unexpectedValue[1]} takes no value`, usage);
  return new UserError(error.message.split("\n")[0] ?? "bad arguments", usage);
}

/**
 * npm swallows every --flag placed before `--`. Booleans come back as npm_config_<flag>=true (or "" for
 * --no-flag); a value flag loses its value to the bare words after the positionals, and npm does not keep
 * the order of the flags. We put them back when only one way of pairing flags with values makes sense
 * (each value must pass its option's check), and otherwise say exactly what to type instead.
 */
function recoverSwallowed(spec: CommandSpec, parsed: { values: Record<string, unknown>; positionals: string[] }, env: NodeJS.ProcessEnv, notes: string[]): void {
  const swallowedValues: OptionSpec[] = [];
  const recovered: string[] = [];
  const recoveredOptions: OptionSpec[] = [];
  for (const option of spec.options) {
    if (parsed.values[option.name] !== undefined) continue;
    const negated = option.name.startsWith("no-") ? option.name.slice(3) : undefined;
    const npmKey = `npm_config_${(negated ?? option.npmName ?? option.name).replace(/-/g, "_")}`;
    const raw = env[npmKey] ?? splitByNpm(option.name, env);
    if (raw === undefined) continue;
    if (option.type === "boolean") {
      if (negated ? raw === "" || raw === "false" : raw === "true") {
        parsed.values[option.name] = true;
        recovered.push(`--${option.name}`);
        recoveredOptions.push(option);
      }
    } else if (raw === "true") {
      swallowedValues.push(option);
    } else if (raw !== "") {
      // --flag=value reaches us whole, as npm_config_flag=value.
      parsed.values[option.name] = option.multiple ? [raw] : raw;
      recovered.push(`--${option.name}=${shellQuote(raw)}`);
      recoveredOptions.push(option);
    }
  }
  if (swallowedValues.length > 0) {
    const keep = Math.min(parsed.positionals.length, spec.positionals.length);
    const extras = parsed.positionals.slice(keep);
    const pairing = pairUniquely(swallowedValues, extras);
    if (!pairing) {
      const typed = [...recovered, ...swallowedValues.map((item) => `--${item.name} ${item.value ?? "<value>"}`)].join(" ");
      const words = extras.map((word) => `"${word}"`).join(" ") || "none";
      throw new UserError(
        `npm kept ${swallowedValues.map((item) => `--${item.name}`).join(", ")} (and any option it does not report) for itself and passed on the bare words ${words}, so which value belongs to which option is unclear`,
        `put every option after --: npm run ${spec.name} -- ${parsed.positionals.slice(0, keep).map(shellQuote).join(" ")} ${typed} …`.replace(/\s+/g, " "),
      );
    }
    for (const [option, value] of pairing) {
      parsed.values[option.name] = option.multiple ? [value] : value;
      recovered.push(`--${option.name} ${shellQuote(value)}`);
      recoveredOptions.push(option);
    }
    parsed.positionals = parsed.positionals.slice(0, keep);
  }
  if (recovered.length > 0) refuseUnsafeRecovery(spec, parsed.positionals, recovered, recoveredOptions);
  if (recovered.length > 0) {
    notes.push(`note: npm swallowed ${recovered.join(" ")} (it keeps options written before "--"); recovered. Next time: npm run ${spec.name} -- ${parsed.positionals.map(shellQuote).join(" ")} ${recovered.join(" ")}`.replace(/\s+$/, ""));
  }
}

// npm reads an unknown --word made only of its one-letter flags as those flags: --ml is -m -l (message, long) and --lang
// is -l -a -n -g (long, all, no-yes, global), so neither leaves an npm_config_<name>; these keys say it was typed.
const NPM_SPLITS: Record<string, string[]> = { ml: ["message", "long"], lang: ["long", "all", "global"] };

function splitByNpm(name: string, env: NodeJS.ProcessEnv): string | undefined {
  const keys = NPM_SPLITS[name];
  return keys && keys.every((key) => env[`npm_config_${key}`] !== undefined) ? "true" : undefined;
}

/**
 * Recovery is a guess about what was typed. It stops (exit 2, nothing run, nothing written) when a recovered option writes
 * or deletes files, or when the command has an option npm keeps without a trace, so some of what was typed may be lost.
 */
function refuseUnsafeRecovery(spec: CommandSpec, positionals: string[], recovered: string[], recoveredOptions: OptionSpec[]): void {
  const writing = recoveredOptions.filter((option) => option.writes).map((option) => `--${option.name}`);
  const hidden = spec.options.filter((option) => option.npmHides).map((option) => `--${option.name}`);
  if (writing.length === 0 && hidden.length === 0) return;
  const why = writing.length
    ? `${writing.join(", ")} ${writing.length > 1 ? "write" : "writes"} files, so a guess could destroy work`
    : `npm also keeps ${hidden.join(" and ")} without a trace, so options you typed may be lost`;
  const command = `npm run ${spec.name} -- ${[...positionals.map(shellQuote), ...recovered].join(" ")}`.replace(/\s+$/, "");
  const more = hidden.length ? ` (add ${hidden.map((flag) => `${flag} …`).join(" / ")} there too if you typed ${hidden.length > 1 ? "them" : "it"})` : "";
  throw new UserError(`npm kept ${recovered.map((item) => item.split(/[ =]/)[0]).join(", ")} for itself (options written before "--"); ${why}. Nothing was run or changed`, `type every option after --: ${command}${more}`);
}

/** A word as a shell needs it typed: quoted when it holds spaces or shell characters. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The one assignment of values to options in which every value passes its option's check, if there is exactly one. */
function pairUniquely(options: OptionSpec[], values: string[]): [OptionSpec, string][] | undefined {
  if (options.length !== values.length || options.length > 5) return undefined;
  const fits = (option: OptionSpec, value: string): boolean => {
    if (!option.parse) return true;
    try {
      option.parse(value);
      return true;
    } catch {
      return false;
    }
  };
  const found: [OptionSpec, string][][] = [];
  const permute = (left: OptionSpec[], chosen: [OptionSpec, string][]): void => {
    if (found.length > 1) return;
    if (left.length === 0) {
      found.push(chosen);
      return;
    }
    const value = values[chosen.length]!;
    left.forEach((option, index) => {
      if (fits(option, value)) permute([...left.slice(0, index), ...left.slice(index + 1)], [...chosen, [option, value]]);
    });
  };
  permute(options, []);
  return found.length === 1 ? found[0] : undefined;
}

export function usageLine(spec: CommandSpec): string {
  const positionals = spec.positionals.map((name) => (name.endsWith("?") ? `[${name.slice(0, -1)}]` : name)).join(" ");
  return `npm run ${spec.name} -- ${positionals} [options]`.replace(/\s+/g, " ");
}

/** The --help text, generated from the same table that parses the options. */
export function formatHelp(spec: CommandSpec): string {
  const rows = [...spec.options, HELP].map((option) => {
    const flag = `${option.short ? `-${option.short}, ` : ""}--${option.name}${option.type === "string" ? ` ${option.value ?? "<value>"}` : ""}`;
    return [flag, option.help] as const;
  });
  const width = Math.max(...rows.map(([flag]) => flag.length)) + 2;
  const lines = [
    spec.summary,
    "",
    `usage: ${usageLine(spec)}`,
    "",
    "options:",
    ...rows.map(([flag, help]) => `  ${flag.padEnd(width)}${help}`),
  ];
  if (spec.examples?.length) lines.push("", "examples:", ...spec.examples.map((example) => `  ${example}`));
  lines.push("", `npm keeps options written before "--" for itself: write npm run ${spec.name} -- <args> [options].`);
  return lines.join("\n");
}
