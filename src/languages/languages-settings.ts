import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Node, Pair } from "yaml";
import { UserError } from "../errors";
import { displayPath, projectRoot } from "../paths";
import { loadYaml } from "../util/load-on-demand";
import { parseYamlDocument } from "../util/yaml-nesting";
import { placeholderMistake } from "./expand-template";
import type { LanguageDefinition } from "./language";
import { isTooWide } from "./too-wide-folders";
import { plainRead } from "./read-reach";
import { nearestName } from "../util/nearest-name";

/**
 * The one settings file where a user changes a language's flags or adds a language: languages.yaml at the project's
 * root, BAPCtools-style. Each top-level key is a language id; its keys replace the defaults (docs/languages.md lists
 * them), and an id that is not a default adds a language (name, extensions and run are then required).
 */
export const SETTINGS_FILE = "languages.yaml";

type Kind = "text" | "template" | "optional-template" | "words" | "extensions" | "priority" | "baseline" | "env" | "mib" | "ms";
const KEYS: Record<string, { kind: Kind; help: string }> = {
  name: { kind: "text", help: "the name reports show, e.g. C++ (GCC 13)" },
  aliases: { kind: "words", help: "other names --lang accepts, e.g. [gxx13]" },
  extensions: { kind: "extensions", help: "the file endings, e.g. [.cc, .cpp]" },
  priority: { kind: "priority", help: "which language wins when two claim a file (higher first; C++ is 100)" },
  compile: { kind: "optional-template", help: "the compile command, e.g. g++-13 -std=gnu++20 -O2 -o {binary} {files}; null: none" },
  run: { kind: "template", help: "the run command, e.g. {binary} or pypy3 {mainfile}" },
  version: { kind: "words", help: "the arguments that print the toolchain's version, e.g. [--version]" },
  baseline: { kind: "baseline", help: "none (the whole process counts) or measured (an empty program's peak is subtracted)" },
  reads: { kind: "words", help: "more folders a box shows the toolchain, e.g. [/opt/mytool]" },
  env: { kind: "env", help: "environment for the compile and the run, e.g. {ASAN_OPTIONS: detect_leaks=0}" },
  compileEnv: { kind: "env", help: "environment for the compile only" },
  stackMiB: { kind: "mib", help: "the stack in MiB (default: problem.yaml's stackLimitMiB, else the memory limit)" },
  compileTimeLimitMs: { kind: "ms", help: "the compile's CPU time limit in ms (default 30000)" },
  compileMemoryMiB: { kind: "mib", help: "the compile's memory limit in MiB (default 1024)" },
};
const REQUIRED_FOR_NEW = ["name", "extensions", "run"];

/** The top-level key that names the project's own language (new, listen), beside the languages' keys. */
export const DEFAULT_KEY = "default";

/** languages.yaml's `default:` (the language id or alias as written), or undefined when it has none. */
export function defaultLanguageSetting(): string | undefined {
  const path = join(projectRoot(), SETTINGS_FILE);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  // The file as a whole is checked by applySettings (registry.ts asks it first).
  if (onlyComments(text)) return undefined;
  const yaml = loadYaml();
  const value = (parseYamlDocument(text).contents as { get?: (key: string) => unknown } | null)?.get?.(DEFAULT_KEY);
  return typeof value === "string" ? value : undefined;
}

let loaded: { path: string; stamp: string; languages: LanguageDefinition[] } | undefined;

/** The languages as the project's languages.yaml leaves them (the defaults when there is none); read once per change. */
export function applySettings(defaults: readonly LanguageDefinition[]): LanguageDefinition[] {
  const path = join(projectRoot(), SETTINGS_FILE);
  let stamp = "none";
  try {
    const info = statSync(path);
    if (!info.isFile()) throw new UserError(`${displayPath(path)} is not a file`, "make it a YAML file of language settings, or remove it");
    stamp = `${info.size}:${info.mtimeMs}`;
  } catch (error) {
    if (error instanceof UserError) throw error;
  }
  if (loaded?.path === path && loaded.stamp === stamp) return loaded.languages;
  const text = stamp === "none" ? "" : readFileSync(path, "utf8");
  const languages = onlyComments(text) ? [...defaults] : mergeSettings(defaults, text, displayPath(path));
  loaded = { path, stamp, languages };
  return languages;
}

// The file as shipped holds only commented examples: no need to load the YAML parser (20 ms of every command's start).
function onlyComments(text: string): boolean {
  return text.replace(/^\uFEFF/, "").split("\n").every((line) => /^[ \t]*(?:#.*)?\r?$/.test(line));
}

/** The defaults with the settings text applied; every complaint names the file, the line and the fix. */
export function mergeSettings(defaults: readonly LanguageDefinition[], text: string, file: string): LanguageDefinition[] {
  const yaml = loadYaml();
  const lineCounter = new yaml.LineCounter();
  const doc = parseYamlDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const fail = (node: Node | null | undefined, message: string, hint?: string): never => {
    const offset = node?.range?.[0];
    throw new UserError(`${file}:${offset === undefined ? 1 : lineCounter.linePos(offset).line}: ${message}`, hint);
  };
  const broken = doc.errors[0];
  if (broken) {
    // A quote never closed is reported at the end of the file, where nothing is wrong: name the line that opened it.
    const quote = broken.code === "MISSING_CHAR" ? /Missing closing (["'])quote/.exec(broken.message)?.[1] : undefined;
    const opened = quote === undefined ? -1 : lastUnescaped(text, quote, broken.pos[0]);
    const line = lineCounter.linePos(opened >= 0 ? opened : broken.pos[0]).line;
    throw new UserError(`${file}:${line}: broken YAML: ${broken.message.split("\n")[0]}${opened >= 0 ? " (the quote opened on this line never closes)" : ""}`, "fix the YAML syntax on that line");
  }
  const out = defaults.map((language) => ({ ...language }));
  const root = doc.contents as Node | null;
  if (root === null || (yaml.isScalar(root) && root.value === null)) return out; // comments only
  if (!yaml.isMap(root)) return fail(root, "expected a mapping of language ids (cpp:, python:, …)", `ids: ${defaults.map((language) => language.id).join(", ")}`);
  for (const pair of root.items as Pair<Node, Node>[]) {
    const id = yaml.isScalar(pair.key) ? String(pair.key.value) : "";
    // `default: cpp`: the language new and listen write a main in (defaultLanguageSetting), not a language.
    if (id === DEFAULT_KEY) {
      if (!yaml.isScalar(pair.value) || typeof pair.value.value !== "string" || !/^[a-z][a-z0-9+_-]*$/.test(pair.value.value)) fail(pair.value ?? pair.key, `"${DEFAULT_KEY}" must name a language id, e.g. default: cpp`, "it is the language npm run new and listen write solutions/<id>/main in");
      continue;
    }
    if (!/^[a-z][a-z0-9+_-]*$/.test(id)) fail(pair.key, `"${id}" is not a language id`, "an id is lower-case letters, digits, +, _ and -, e.g. cpp or pascal");
    const body = pair.value;
    if (!yaml.isMap(body)) fail(body ?? pair.key, `"${id}" must hold keys such as compile: and run:`, `keys: ${Object.keys(KEYS).join(", ")}`);
    const existing = out.find((language) => language.id === id);
    const keys = new Map<string, Pair<Node, Node>>();
    for (const item of (body as { items: Pair<Node, Node>[] }).items) {
      const key = yaml.isScalar(item.key) ? String(item.key.value) : "";
      if (!(key in KEYS)) fail(item.key, `unknown key "${key}" under "${id}"`, `keys: ${Object.keys(KEYS).join(", ")}`);
      keys.set(key, item);
    }
    if (!existing) {
      const missing = REQUIRED_FOR_NEW.filter((key) => !keys.has(key));
      // A misspelt default (pyhton:, cppp:) read as a new language: the default meant is named first.
      const meant = nearestName(id, defaults.flatMap((language) => [language.id, ...language.aliases]));
      if (missing.length) fail(pair.key, `"${id}" is a new language and needs ${missing.join(", ")}${meant ? `; did you mean ${meant}?` : ""}`, `the defaults are ${defaults.map((language) => language.id).join(", ")}; a new one needs name, extensions and run (compile if it compiles)`);
    }
    const language: LanguageDefinition = existing ?? {
      id,
      aliases: [],
      name: id,
      extensions: [],
      priority: 10,
      runtime: "box",
      run: "",
      version: ["--version"],
      baseline: "none",
      baselineWhy: "the whole process counts (a language added in languages.yaml)",
      reads: [],
      env: {},
      compileEnv: {},
      hello: { file: "", text: "" },
      follows: `${file}`,
      install: "its toolchain (named in languages.yaml)",
    };
    const commands = ["compile", "run", "env", "compileEnv"].filter((key) => keys.has(key));
    if (commands.length > 0) language.changedIn = { file, keys: [...new Set([...(language.changedIn?.keys ?? []), ...commands])] };
    for (const [key, item] of keys) applyKey(language, key, item.value, (message) => fail(item.value ?? item.key, `"${id}.${key}" ${message}`, `"${key}" is ${KEYS[key]!.help}`));
    if (language.runtime === "node" && (keys.has("compile") || keys.has("run"))) fail(pair.key, `"${id}" runs on the judge's own Node (esbuild, then node): its compile and run commands cannot change`, "change another language, or add one under a new id");
    if (!existing) {
      if (language.hello.file === "") language.hello = { file: `main${language.extensions[0] ?? ""}`, text: "" };
      out.push(language);
    } else {
      Object.assign(existing, language, { follows: `${existing.follows}; changed in ${file}` });
    }
  }
  return out;
}

function applyKey(language: LanguageDefinition, key: string, node: Node | null, wrong: (message: string) => never): void {
  const yaml = loadYaml();
  const scalar = yaml.isScalar(node) ? node.value : undefined;
  const words = (): string[] => {
    if (!yaml.isSeq(node) || node.items.some((item) => !yaml.isScalar(item) || typeof item.value !== "string" || item.value === "")) wrong("must be a list of words");
    return (node as { items: { value: string }[] }).items.map((item) => item.value);
  };
  const record = language as unknown as Record<string, unknown>;
  // A NUL byte ("a\0b" in YAML) no program, argument or environment can hold: spawn threw, an internal error.
  if (JSON.stringify(yaml.isNode(node) ? node.toJSON() : null).includes("\\u0000")) wrong("holds a NUL byte (\\0), which no command, argument or environment variable can");
  switch (KEYS[key]!.kind) {
    case "text":
      if (typeof scalar !== "string" || scalar.trim() === "") wrong("must be a non-empty string");
      record[key] = scalar;
      break;
    case "template":
    case "optional-template":
      if (scalar === null && KEYS[key]!.kind === "optional-template") {
        delete record[key];
        break;
      }
      if (typeof scalar !== "string" || scalar.trim() === "") wrong("must be a command line, e.g. g++ -O2 -o {binary} {files}");
      const mistake = placeholderMistake((scalar as string).trim());
      if (mistake) wrong(mistake);
      record[key] = (scalar as string).trim();
      break;
    case "words":
      record[key] = words();
      // reads: a folder the box shows every compile and run of the language. "/" or a home showed them the machine.
      if (key === "reads") {
        const wide = (record[key] as string[]).find((folder) => !folder.startsWith("/") || folder.split("/").includes("..") || isTooWide(plainRead(folder)) || plainRead(folder) === "/etc");
        if (wide !== undefined) wrong(`names ${JSON.stringify(wide)}: a box shows only absolute folders of a toolchain, never /, /etc, a home folder, /opt or /usr/local whole`);
      }
      break;
    case "extensions": {
      const list = words().map((extension) => extension.toLowerCase());
      if (list.length === 0 || list.some((extension) => !/^\.[a-z0-9+_-]+$/.test(extension))) wrong("must be a list of endings with the dot, e.g. [.cc, .cpp]");
      record[key] = list;
      break;
    }
    case "priority":
      if (typeof scalar !== "number" || !Number.isInteger(scalar)) wrong("must be a whole number");
      record[key] = scalar;
      break;
    case "baseline":
      if (scalar !== "none" && scalar !== "measured") wrong("must be none or measured");
      record[key] = scalar;
      if (scalar === "measured") language.baselineWhy = "an empty program's peak is subtracted (set in languages.yaml)";
      else language.baselineWhy = "the whole process counts (set in languages.yaml)";
      break;
    case "env": {
      if (!yaml.isMap(node)) wrong("must be a mapping such as {NAME: value}");
      const env: Record<string, string> = {};
      for (const item of (node as { items: Pair<Node, Node>[] }).items) {
        const name = yaml.isScalar(item.key) ? String(item.key.value) : "";
        const value = yaml.isScalar(item.value) ? item.value.value : undefined;
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) || (typeof value !== "string" && typeof value !== "number")) wrong("must map variable names to strings");
        env[name] = String(value);
      }
      record[key] = env;
      break;
    }
    case "mib":
    case "ms":
      if (typeof scalar !== "number" || !Number.isInteger(scalar) || scalar <= 0) wrong("must be a positive whole number");
      if ((scalar as number) > (KEYS[key]!.kind === "mib" ? 1 << 20 : 3_600_000)) wrong("is past any sane limit");
      record[key] = scalar;
      break;
  }
}

/** Where the last quote character before `end` is (a double quote escaped with a backslash is not one), or -1. */
function lastUnescaped(text: string, quote: string, end: number): number {
  for (let at = text.lastIndexOf(quote, end - 1); at >= 0; at = at === 0 ? -1 : text.lastIndexOf(quote, at - 1)) {
    if (quote === "'" || text[at - 1] !== "\\") return at;
  }
  return -1;
}
