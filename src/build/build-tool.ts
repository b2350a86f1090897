import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Message, Plugin } from "esbuild";
import { UserError } from "../errors";
import { displayPath, toolRoot } from "../paths";
import { cachePath, readCacheEntry, sha256, writeCacheEntry } from "./build-cache";
import { formatBuildMessage } from "./build-solution";

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

/**
 * Bundles a problem's own tool (checker, validator, generator) into one .mjs. Unlike solutions,
 * tools may import the project's helpers. The cache is keyed by the bundle itself.
 */
export async function buildTool(sourcePath: string, role: string): Promise<string> {
  if (!existsSync(sourcePath)) {
    throw new UserError(`The ${role} ${displayPath(sourcePath)} does not exist`, `create it, or check the path`);
  }
  const esbuild = await import("esbuild");
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [sourcePath],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      write: false,
      logLevel: "silent",
      charset: "utf8",
      packages: "external",
      plugins: [projectHelpers],
    });
    code = result.outputFiles[0]?.text ?? "";
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    const message = errors.map((item) => formatBuildMessage(item, item.location ? displayPath(item.location.file) : displayPath(sourcePath))).join("\n");
    throw new UserError(`The ${role} ${displayPath(sourcePath)} does not build:\n${message}`, `fix the ${role}; it is part of the problem, not of the solution`);
  }
  const path = cachePath("tools", sha256(code), ".mjs");
  if (readCacheEntry(path).state !== "hit") writeCacheEntry(path, code);
  return path;
}
