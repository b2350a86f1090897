import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { basename, dirname, join } from "node:path";
import type { Message, Plugin } from "esbuild";
import { UserError } from "../errors";
import { displayPath, toolRoot } from "../paths";
import { cachePath, readCacheEntry, sha256, writeCacheEntry } from "./build-cache";
import { loadEsbuild } from "../util/load-on-demand";

export interface BuiltScript {
  /** The .ts the user wrote. */
  sourcePath: string;
  /** The runnable .mjs in the build cache. */
  runnablePath: string;
  /** Whether the cache held it already. */
  cached: boolean;
  /** A corrupt cache entry that was rebuilt, worth a note. */
  repairedCache: boolean;
}

export type BuildOutcome = { ok: true; program: BuiltScript } | { ok: false; message: string };

// Bump when the build options change, so old cache entries are not reused.
const BUILD_RECIPE = "solution-esm-node20-v3-sourcemap";
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

let esbuildVersion: string | undefined;
function currentEsbuildVersion(): string {
  esbuildVersion ??= (JSON.parse(readFileSync(join(toolRoot, "node_modules", "esbuild", "package.json"), "utf8")) as { version: string }).version;
  return esbuildVersion;
}

/**
 * Turns a solution into one runnable file, cached by content hash. A .ts is transpiled to an .mjs;
 * a .js/.mjs/.cjs is checked the same way but kept byte for byte, so what is judged is what is pasted.
 * A syntax error or an import that is not a Node built-in fails the build: that is CE.
 */
export async function buildSolution(sourcePath: string): Promise<BuildOutcome> {
  let source: Buffer;
  try {
    source = readFileSync(sourcePath);
  } catch (error) {
    throw new UserError(`Cannot read the solution ${displayPath(sourcePath)}: ${(error as NodeJS.ErrnoException).code ?? error}`, "check the path given to --solution");
  }
  const language = languageOf(sourcePath, source);
  const key = sha256(`${BUILD_RECIPE}\0${currentEsbuildVersion()}\0${sourcePath}\0${source.toString("latin1")}`);
  const path = cachePath("solutions", key, language.extension);
  const lookup = readCacheEntry(path);
  if (lookup.state === "hit") return { ok: true, program: { sourcePath, runnablePath: path, cached: true, repairedCache: false } };
  const built = await compileSolution(sourcePath, source.toString("utf8"), language.loader, path);
  if (!built.ok) return built;
  writeCacheEntry(path, language.loader === "ts" ? built.code : source.toString("utf8"));
  return { ok: true, program: { sourcePath, runnablePath: path, cached: false, repairedCache: lookup.state === "corrupt" } };
}

/** How a file runs: TypeScript becomes ESM; JavaScript runs as written, ESM or CommonJS as Node would take it. */
function languageOf(path: string, source: Buffer): { loader: "ts" | "js"; extension: ".mjs" | ".cjs" } {
  if (/\.m?ts$/.test(path) || /\.tsx?$/.test(path)) return { loader: "ts", extension: ".mjs" };
  if (path.endsWith(".mjs")) return { loader: "js", extension: ".mjs" };
  if (path.endsWith(".cjs")) return { loader: "js", extension: ".cjs" };
  // A plain .js is CommonJS to Node unless it uses import/export (Node 22 detects that, and so do we).
  return { loader: "js", extension: /^\s*(import\s*[\w{*"']|export\s)/m.test(source.toString("utf8")) ? ".mjs" : ".cjs" };
}

async function compileSolution(sourcePath: string, contents: string, loader: "ts" | "js", outfile: string): Promise<{ ok: true; code: string } | { ok: false; message: string }> {
  const esbuild = loadEsbuild();
  try {
    const result = await esbuild.build({
      stdin: { contents, sourcefile: sourcePath, resolveDir: dirname(sourcePath), loader },
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      write: false,
      // Where the code will live: the map's source paths are relative to it, so node finds the .ts again.
      outfile,
      logLevel: "silent",
      charset: "utf8",
      legalComments: "inline",
      // An inline map, read by the judge (map-stack-trace.ts) only when a run prints a stack: a runtime error names the
      // .ts line, not the built file's, and no run pays Node's --enable-source-maps at start-up.
      sourcemap: loader === "ts" ? "inline" : false,
      sourcesContent: false,
      plugins: [selfContained],
    });
    const code = result.outputFiles[0]?.text ?? "";
    return { ok: true, code: code.includes("__require(") ? REQUIRE_SHIM + code : code };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return { ok: false, message: errors.map((message) => formatBuildMessage(message, displayPath(sourcePath))).join("\n") };
  }
}

// esbuild's ESM output cannot call require() on its own; a solution written with require() still runs. Its lines come
// before the code the map describes (map-stack-trace.ts counts them).
export const REQUIRE_SHIM = 'import { createRequire as __stonebenchCreateRequire } from "node:module";\nconst require = __stonebenchCreateRequire(import.meta.url);\n';

const selfContained: Plugin = {
  name: "self-contained",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (BUILTINS.has(args.path)) return { path: args.path, external: true };
      return {
        errors: [
          {
            text: `imports "${args.path}", but a solution must be self-contained: Node built-ins only (node:fs, node:os, …)`,
            notes: [{ text: "paste what you need into the solution itself, so that what is judged is what you submit" }],
          },
        ],
      };
    });
  },
};

/** file:line:col (1-based column), the message, then the line with a caret under the spot. */
export function formatBuildMessage(message: Message, file: string): string {
  const location = message.location;
  if (!location) return `${file}: error: ${message.text}`;
  const head = `${file}:${location.line}:${location.column + 1}: error: ${message.text}`;
  const gutter = `${location.line} | `;
  const caret = `${" ".repeat(gutter.length - 2)}| ${" ".repeat(location.column)}^`;
  const notes = message.notes.map((note) => `  note: ${note.text}`);
  return [head, `  ${gutter}${location.lineText}`, `  ${caret}`, ...notes].join("\n");
}
