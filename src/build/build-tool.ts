import { existsSync, realpathSync, statSync } from "node:fs";
import { isBuiltin } from "node:module";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import type { Message, Plugin } from "esbuild";
import { UserError } from "../errors";
import { displayPath, projectRoot, toolRoot } from "../paths";
import { cachePath, readCacheEntry, sha256, writeCacheEntry } from "./build-cache";
import { formatBuildMessage } from "./build-solution";
import { buildCommonJsFirst, formatOptions, type BundleFormat } from "./commonjs-first";
import { loadEsbuild } from "../util/load-on-demand";
import { isSameOrInside } from "../util/path-inside";
import { esbuildCrash, esbuildServiceDied, forgetDeadService } from "./esbuild-crash";
import { TOOL_TSCONFIG } from "./tool-tsconfig";

// Problem tools import the workbench's helpers by relative path (../../src/problem-kit/…). In a project kept
// elsewhere (STONEBENCH_ROOT) that path leads nowhere, so it is taken from the workbench's own src/ instead.
const projectHelpers: Plugin = {
  name: "workbench-helpers",
  setup(build) {
    build.onResolve({ filter: /(^|\/)src\// }, (args) => {
      if (!args.path.startsWith(".")) return undefined;
      const local = resolve(args.resolveDir, args.path);
      if (["", ".ts", "/index.ts"].some((ending) => existsSync(local + ending))) return undefined;
      const inTool = join(toolRoot, args.path.slice(args.path.lastIndexOf("src/")));
      const found = ["", ".ts", "/index.ts"].map((ending) => inTool + ending).find((path) => existsSync(path) && statSync(path).isFile());
      return found ? { path: found } : undefined;
    });
  },
};

// The tool host's loop, bundled with each hosted tool (it lies in src/problem-kit, which every tool may import), and
// for a game module the explorer, which then runs next to it in the sandbox.
const HOST_SERVE = join(toolRoot, "src", "problem-kit", "tool-host-serve.ts");
const EXPLORER = join(toolRoot, "src", "explore", "explore-session.ts");
// The name esbuild gives the generated entry (an importer path ending in it); no problem file is called this.
const HOSTED_ENTRY = "<stonebench hosted entry>";
function hostedEntry(sourcePath: string, explorer: boolean): string {
  const lines = [`export * from ${JSON.stringify(resolve(sourcePath))};`, `export * as __stonebenchKit from ${JSON.stringify(HOST_SERVE)};`];
  if (explorer) lines.push(`export * as __stonebenchExplore from ${JSON.stringify(EXPLORER)};`);
  return `${lines.join("\n")}\n`;
}

/** A tool imports something outside its problem folder and src/problem-kit: named, so the author can see what. */
export class ToolImportError extends UserError {
  constructor(role: string, sourcePath: string, readonly importPath: string, readonly importer: string) {
    super(
      `The ${role} ${displayPath(sourcePath)} imports "${importPath}" (in ${displayPath(importer)}), which is outside ${role === "checker" ? "its problem folder" : "the problems folder"} and src/problem-kit`,
      `a ${role} may import only ${role === "checker" ? "its own problem's files" : "problems' files"}, src/problem-kit and Node built-ins`,
    );
  }
}

// A tool is built from its own problem folder and the workbench's problem kit only. esbuild would bundle any file it
// can reach (an absolute path, ../.., a text import of ~/.ssh/id_rsa), so every import is resolved here and checked.
function onlyOwnFiles(sourcePath: string, role: string, failures: ToolImportError[]): { plugin: Plugin; allows(path: string): boolean } {
  // A checker (it may come with an imported package) only its own folder; validators and generators also the other
  // problems' folders, which share game code (hdu2177's generator uses hdu1527's Wythoff numbers).
  const own = role === "checker" ? dirname(resolve(sourcePath)) : dirname(dirname(resolve(sourcePath)));
  const allowed = [realpathOrSelf(own), join(toolRoot, "src", "problem-kit"), join(projectRoot(), "src", "problem-kit")];
  const inside = (path: string) => allowed.some((dir) => isSameOrInside(path, dir));
  // The workbench's own code that a hosted bundle carries (the explorer, next to a game module) may import the
  // workbench's code; nothing a problem holds can, so the rule above still binds every problem file.
  const workbench = join(toolRoot, "src") + sep;
  const trusted = (importer: string) => importer.endsWith(HOSTED_ENTRY) || (importer.startsWith(workbench) && !importer.startsWith(join(toolRoot, "src", "problem-kit") + sep));
  return {
    // Every file that went into the bundle, by its real path: a glob import (`import(\`../x/${name}\`)`) is expanded by
    // esbuild itself, without asking this plugin, so the metafile is checked as well.
    // (The workbench's own src/ holds nothing secret; the plugin below keeps problem files to the kit within it.)
    allows: (path: string) => inside(realpathOrSelf(path)) || realpathOrSelf(path).startsWith(workbench),
    plugin: {
      name: "only-own-files",
      setup(build) {
        build.onResolve({ filter: /.*/ }, async (args) => {
          if (args.kind === "entry-point" || args.pluginData === "checked") return undefined;
          if (args.path.startsWith("node:") || isBuiltin(args.path)) return { path: args.path, external: true };
          const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, with: args.with, pluginData: "checked" });
          if (found.errors.length > 0) return { errors: found.errors };
          const ours = trusted(args.importer) && !found.external && isAbsolute(found.path) && realpathOrSelf(found.path).startsWith(workbench);
          if (!ours && (found.external || !isAbsolute(found.path) || !inside(realpathOrSelf(found.path)))) {
            failures.push(new ToolImportError(role, sourcePath, args.path, args.importer));
            return { path: args.path, external: true };
          }
          return found;
        });
      },
    },
  };
}

function realpathOrSelf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * Bundles a problem's own tool (checker, validator, generator) into one .cjs (or .mjs). Unlike solutions,
 * tools may import the project's helpers. The cache is keyed by the bundle itself.
 */
export async function buildTool(sourcePath: string, role: string, options: { hosted?: boolean; explorer?: boolean } = {}): Promise<string> {
  if (!existsSync(sourcePath)) {
    throw new UserError(`The ${role} ${displayPath(sourcePath)} does not exist`, `create it, or check the path`);
  }
  const esbuild = loadEsbuild();
  const outside: ToolImportError[] = [];
  const ownFiles = onlyOwnFiles(sourcePath, role, outside);
  let code: string;
  let format: BundleFormat;
  try {
    // A tool run per case (a checker, an interactor, a validator) is CommonJS where it can be, as solutions are; the
    // tool host's bundles stay ES modules.
    const built = await buildCommonJsFirst(
      (format) =>
        esbuild.build({
          // Hosted: the tool runs in the sandboxed tool host, whose loop (and the stress helpers) ride along in its bundle.
          ...(options.hosted
            ? { stdin: { contents: hostedEntry(sourcePath, options.explorer === true), resolveDir: dirname(resolve(sourcePath)), sourcefile: HOSTED_ENTRY, loader: "ts" as const } }
            : { entryPoints: [sourcePath] }),
          bundle: true,
          platform: "node",
          ...formatOptions(format),
          target: "node20",
          write: false,
          logLevel: "silent",
          charset: "utf8",
          packages: "external",
          tsconfigRaw: TOOL_TSCONFIG,
          // The check first: it resolves through projectHelpers itself, so nothing resolves around it.
          plugins: [ownFiles.plugin, projectHelpers],
          metafile: true,
          // Hosted tools carry an inline map (no sources' text), relative to the cache folder the bundle is kept in:
          // a validator's or generator's own bug is then named at its .ts line (tool-failure-place.ts).
          ...(options.hosted ? { sourcemap: "inline" as const, sourcesContent: false, outfile: cachePath("tools", "hosted", format === "cjs" ? ".cjs" : ".mjs") } : {}),
        }),
      options.hosted ? "esm" : "cjs",
    );
    const result = built.result;
    format = built.format;
    code = result.outputFiles[0]?.text ?? "";
    if (outside[0]) throw outside[0];
    // Metafile inputs are relative to the working folder esbuild ran in (the default: this process's).
    for (const input of Object.keys(result.metafile.inputs)) {
      if (input.endsWith(HOSTED_ENTRY)) continue;
      const absolute = resolve(process.cwd(), input);
      if (!ownFiles.allows(absolute)) throw new ToolImportError(role, sourcePath, displayPath(absolute), sourcePath);
    }
  } catch (error) {
    if (error instanceof ToolImportError) throw error;
    if (outside[0]) throw outside[0];
    if (esbuildServiceDied(error)) {
      forgetDeadService(esbuild);
      throw new UserError(`The ${role} ${displayPath(sourcePath)} does not build: ${esbuildCrash()}`, `fix the ${role}; it is part of the problem, not of the solution`);
    }
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    const message = errors.map((item) => formatBuildMessage(item, item.location ? displayPath(item.location.file) : displayPath(sourcePath))).join("\n");
    throw new UserError(`The ${role} ${displayPath(sourcePath)} does not build:\n${message}`, `fix the ${role}; it is part of the problem, not of the solution`);
  }
  const path = cachePath("tools", sha256(code), format === "cjs" ? ".cjs" : ".mjs");
  if (readCacheEntry(path).state !== "hit") writeCacheEntry(path, code);
  return path;
}
