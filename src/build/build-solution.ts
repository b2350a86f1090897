import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { basename, dirname, join } from "node:path";
import type { Message, Plugin } from "esbuild";
import { UserError } from "../errors";
import { OutsideError, readInside } from "../util/read-inside";
import { displayPath, nodeModulesDir } from "../paths";
import { cachePath, readCacheEntry, sha256, writeCacheEntry } from "./build-cache";
import { loadEsbuild } from "../util/load-on-demand";
import { buildCommonJsFirst, formatOptions } from "./commonjs-first";
import { esbuildCrash, esbuildServiceDied, forgetDeadService } from "./esbuild-crash";

export interface BuiltScript {
  /** The .ts the user wrote. */
  sourcePath: string;
  /** The runnable .cjs (or .mjs) in the build cache. */
  runnablePath: string;
  /** Whether the cache held it already. */
  cached: boolean;
  /** A corrupt cache entry that was rebuilt, worth a note. */
  repairedCache: boolean;
}

export type BuildOutcome = { ok: true; program: BuiltScript } | { ok: false; message: string };

// Bump when the build options change, so old cache entries are not reused.
const BUILD_RECIPE = "solution-cjs-node20-v4";
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

let esbuildVersion: string | undefined;
function currentEsbuildVersion(): string {
  esbuildVersion ??= (JSON.parse(readFileSync(join(nodeModulesDir, "esbuild", "package.json"), "utf8")) as { version: string }).version;
  return esbuildVersion;
}

/**
 * Turns a solution into one runnable file, cached by content hash. A .ts is transpiled to a .cjs (an .mjs where it
 * needs ES modules); a .js/.mjs/.cjs is checked the same way but kept byte for byte, so what is judged is what is pasted.
 * A syntax error or an import that is not a Node built-in fails the build: that is CE.
 */
export async function buildSolution(sourcePath: string, realAllowed?: string[], shownAs?: string): Promise<BuildOutcome> {
  let source: Buffer;
  try {
    // A solution the judge found itself (verify's, the default main) is read where it lies: inside the project.
    source = realAllowed ? readInside(sourcePath, realAllowed) : readFileSync(sourcePath);
  } catch (error) {
    if (error instanceof OutsideError) throw new UserError(`The solution ${displayPath(sourcePath)} cannot be built: ${error.message}`, "the judge reads the project's own solutions inside the project only; replace the link with the file itself, or name the file with --solution");
    throw new UserError(`Cannot read the solution ${displayPath(sourcePath)}: ${(error as NodeJS.ErrnoException).code ?? error}`, "check the path given to --solution");
  }
  const language = languageOf(sourcePath, source);
  const key = sha256(`${BUILD_RECIPE}\0${currentEsbuildVersion()}\0${sourcePath}\0${source.toString("latin1")}`);
  let repairedCache = false;
  for (const extension of language.extensions) {
    const lookup = readCacheEntry(cachePath("solutions", key, extension));
    if (lookup.state === "hit") return { ok: true, program: { sourcePath, runnablePath: cachePath("solutions", key, extension), cached: true, repairedCache: false } };
    if (lookup.state === "corrupt") repairedCache = true;
  }
  const built = await compileSolution(sourcePath, source.toString("utf8"), language.loader, (extension) => cachePath("solutions", key, extension), shownAs);
  if (!built.ok) return built;
  const path = cachePath("solutions", key, language.loader === "ts" ? built.extension : language.extensions[0]!);
  writeCacheEntry(path, language.loader === "ts" ? built.code : source.toString("utf8"));
  return { ok: true, program: { sourcePath, runnablePath: path, cached: false, repairedCache } };
}

/**
 * How a file runs. TypeScript becomes CommonJS where it can, else ESM (top-level await, import.meta): Node starts a
 * CommonJS file without its ES module loader, whose modules V8's code cache no longer covers once the judge sets
 * --stack-size (a flag off V8's default): 35 against 21 ms of CPU a start (docs/performance.md, issue 27).
 * JavaScript runs as written, ESM or CommonJS as Node would take it.
 */
function languageOf(path: string, source: Buffer): { loader: "ts" | "js"; extensions: (".mjs" | ".cjs")[] } {
  if (/\.m?ts$/.test(path) || /\.tsx?$/.test(path)) return { loader: "ts", extensions: [".cjs", ".mjs"] };
  if (path.endsWith(".mjs")) return { loader: "js", extensions: [".mjs"] };
  if (path.endsWith(".cjs")) return { loader: "js", extensions: [".cjs"] };
  // A plain .js is CommonJS to Node unless it uses import/export (Node 22 detects that, and so do we).
  return { loader: "js", extensions: [/^[^\S\r\n\u2028\u2029]*(import\s*[\w{*"']|export\s)/m.test(source.toString("utf8")) ? ".mjs" : ".cjs"] };
}

type Compiled = { ok: true; code: string; extension: ".cjs" | ".mjs" } | { ok: false; message: string };

async function compileSolution(sourcePath: string, contents: string, loader: "ts" | "js", outfile: (extension: ".cjs" | ".mjs") => string, shownAs?: string): Promise<Compiled> {
  const esbuild = loadEsbuild();
  try {
    // A .js is only checked here (it runs as written): one build, as the ES module it may be.
    const { result, format } = await buildCommonJsFirst(
      (format) =>
        esbuild.build({
          stdin: { contents, sourcefile: sourcePath, resolveDir: dirname(sourcePath), loader },
          bundle: true,
          platform: "node",
          ...formatOptions(format),
          target: "node20",
          write: false,
          // Where the code will live: the map's source paths are relative to it, so the judge finds the .ts again.
          outfile: outfile(format === "cjs" ? ".cjs" : ".mjs"),
          logLevel: "silent",
          charset: "utf8",
          legalComments: "inline",
          // An inline map, read by the judge (map-stack-trace.ts) only when a run prints a stack: a runtime error names
          // the .ts line, not the built file's, and no run pays Node's --enable-source-maps at start-up.
          sourcemap: loader === "ts" ? "inline" : false,
          sourcesContent: false,
          plugins: [selfContained],
        }),
      loader === "ts" ? "cjs" : "esm",
    );
    const code = result.outputFiles[0]?.text ?? "";
    if (format === "cjs") return { ok: true, code, extension: ".cjs" };
    return { ok: true, code: code.includes("__require(") ? REQUIRE_SHIM + code : code, extension: ".mjs" };
  } catch (error) {
    if (esbuildServiceDied(error)) {
      forgetDeadService(esbuild);
      return { ok: false, message: `${shownAs ?? displayPath(sourcePath)}: ${esbuildCrash()}` };
    }
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return { ok: false, message: errors.map((message) => formatBuildMessage(message, shownAs ?? displayPath(sourcePath))).join("\n") };
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
