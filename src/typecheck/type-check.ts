import { readFileSync } from "node:fs";
import { join } from "node:path";
import type * as TS from "typescript";
import { UserError } from "../errors";
import { inMemoryProgram } from "./in-memory-program";
import { nodeModulesDir } from "../paths";
import { loadTypeScript as requireTypeScript } from "../util/load-on-demand";

/** One type error, located: file:line:col as tsc prints it. */
export interface TypeError {
  line: number;
  column: number;
  message: string;
}

// For each Node, from the newest: the ES library it has in full (tsc's --lib for a judge running it), and tsc's --target
// as the @tsconfig/bases configurations set it, the edition whose syntax that Node runs, so that tsc lowers nothing it
// runs and refuses what it cannot lower (BigInt literals below es2020: node12). The target was es2019 for every Node,
// and a solution with 0n had "type errors" for node20 too. Older Nodes than the last take the last.
const EDITIONS_BY_NODE: { since: number; lib: string; target: string }[] = [
  { since: 22, lib: "es2024", target: "es2022" },
  { since: 20, lib: "es2023", target: "es2022" },
  { since: 18, lib: "es2022", target: "es2022" },
  { since: 16, lib: "es2021", target: "es2021" },
  { since: 14, lib: "es2020", target: "es2020" },
  { since: 12, lib: "es2019", target: "es2019" },
  { since: 10, lib: "es2018", target: "es2018" },
  { since: 8, lib: "es2017", target: "es2017" },
];

function editionsFor(major: number): { lib: string; target: string } {
  return EDITIONS_BY_NODE.find(({ since }) => major >= since) ?? EDITIONS_BY_NODE[EDITIONS_BY_NODE.length - 1]!;
}

/** The tsc target for a Node major, e.g. 12 → es2019, 20 → es2022. */
export function targetForNode(major: number): string {
  return editionsFor(major).target;
}

/** The tsc lib for a Node major, e.g. 18 → es2022. */
export function libForNode(major: number): string {
  return editionsFor(major).lib;
}


/**
 * Type-checks exactly `text` (not the file on disk) as tsc would on a judge: strict, the lib of the target's Node,
 * Node's types. Returns every error of the solution itself, in order.
 */
export async function typeCheckText(path: string, text: string, nodeMajor: number): Promise<TypeError[]> {
  return typeCheckWith(await loadTypeScript(), path, text, nodeMajor, join(nodeModulesDir, "@types"));
}

// tsc's errors for top-level await (a statement, a for await loop) and import.meta outside an ES module.
const NEEDS_ES_MODULE = new Set([1378, 1432, 1343]);

/**
 * typeCheckText with a given TypeScript and types folder: what the sandboxed check (typecheck-entry.ts) runs. As the
 * build (build/commonjs-first.ts): CommonJS, as Kattis's tsc --module commonjs, so `import fs = require("fs")` checks;
 * an ES module where the code needs one.
 */
export function typeCheckWith(ts: typeof TS, path: string, text: string, nodeMajor: number, typeRoot: string): TypeError[] {
  const asCommonJs = typeCheckAs(ts, path, text, nodeMajor, typeRoot, { module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10, esModuleInterop: true });
  if (!asCommonJs.some((error) => NEEDS_ES_MODULE.has(error.code))) return asCommonJs.map(({ code: _code, ...error }) => error);
  return typeCheckAs(ts, path, text, nodeMajor, typeRoot, { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }).map(({ code: _code, ...error }) => error);
}

function typeCheckAs(ts: typeof TS, path: string, text: string, nodeMajor: number, typeRoot: string, format: TS.CompilerOptions): (TypeError & { code: number })[] {
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget[targetForNode(nodeMajor).toUpperCase() as "ES2019"],
    lib: [`lib.${libForNode(nodeMajor)}.d.ts`],
    ...format,
    types: ["node"],
    typeRoots: [typeRoot],
    noEmit: true,
    skipLibCheck: true,
    strict: true,
  };
  const { program, source } = inMemoryProgram(ts, path, text, options, ts.ScriptKind.TS);
  const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  return diagnostics.map((diagnostic) => {
    const at = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return { line: at.line + 1, column: at.character + 1, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, " "), code: diagnostic.code };
  });
}

/** "file:line:col: error: message", as tsc and the build errors print it. */
export function formatTypeError(error: TypeError, shown: string): string {
  return `${shown}:${error.line}:${error.column}: error: ${error.message}`;
}

async function loadTypeScript(): Promise<typeof TS> {
  try {
    return requireTypeScript();
  } catch {
    throw new UserError("Type-checking needs the typescript package, and it is not installed", "install the dev dependencies too: npm install");
  }
}

/** What typeCheckCached remembered for exactly this text, or undefined: the judge asks before it starts a child. */
export async function typeCheckFromCache(path: string, text: string, nodeMajor: number): Promise<TypeError[] | undefined> {
  const { readCacheEntry } = await import("../build/build-cache");
  const entry = await cacheEntryFor(path, text, nodeMajor);
  if (readCacheEntry(entry).state !== "hit") return undefined;
  try {
    return JSON.parse(readFileSync(entry, "utf8")) as TypeError[];
  } catch {
    return undefined; // Unreadable: checked again.
  }
}

async function cacheEntryFor(path: string, text: string, nodeMajor: number): Promise<string> {
  const { cachePath, sha256 } = await import("../build/build-cache");
  return cachePath("typecheck", sha256(`v2\0${nodeMajor}\0${path}\0${text}`), ".json");
}

/** typeCheckText, remembered by content in the build cache: judging the same file again costs nothing. */
export async function typeCheckCached(path: string, text: string, nodeMajor: number): Promise<TypeError[]> {
  const { writeCacheEntry } = await import("../build/build-cache");
  const cached = await typeCheckFromCache(path, text, nodeMajor);
  if (cached) return cached;
  const entry = await cacheEntryFor(path, text, nodeMajor);
  const errors = await typeCheckText(path, text, nodeMajor);
  try {
    writeCacheEntry(entry, JSON.stringify(errors));
  } catch {
    // A cache that cannot be written only costs the next run the check again.
  }
  return errors;
}
