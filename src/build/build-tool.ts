import { existsSync } from "node:fs";
import type { Message } from "esbuild";
import { UserError } from "../errors";
import { displayPath } from "../paths";
import { cachePath, readCacheEntry, sha256, writeCacheEntry } from "./build-cache";
import { formatBuildMessage } from "./build-solution";

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
