import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// The tool's own checkout: the nearest folder above this module (or its bundled copy in node_modules/.cache).
function findToolRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "src", "run"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

// scripts/launch.cjs bakes the root into its bundles; under vitest or tsx it is found from this file.
declare const __STONEBENCH_TOOL_ROOT__: string | undefined;
export const toolRoot =
  typeof __STONEBENCH_TOOL_ROOT__ === "string" ? __STONEBENCH_TOOL_ROOT__ : findToolRoot(dirname(fileURLToPath(import.meta.url)));

/**
 * A path with every link in its existing part resolved: programs under Node's permission model are allowed their
 * files by these paths, and Node's loader walks each link on the way (reading a link is a read the model refuses), so
 * a node_modules that is a link (a shared install, pnpm's store) made every validator fail as it loaded.
 */
export function withoutLinks(path: string): string {
  let head = resolve(path);
  const rest: string[] = [];
  for (;;) {
    try {
      return join(realpathSync(head), ...rest.reverse());
    } catch {
      const parent = dirname(head);
      if (parent === head) return resolve(path);
      rest.push(head.slice(parent.length).replace(/^\//, ""));
      head = parent;
    }
  }
}

/** The tool's node_modules, links resolved (see withoutLinks): its caches, TypeScript and esbuild are found here. */
export const nodeModulesDir = withoutLinks(join(toolRoot, "node_modules"));
export const cacheDir = withoutLinks(process.env.STONEBENCH_CACHE_DIR ?? join(nodeModulesDir, ".cache", "stonebench"));

/** testlib.h as vendored (vendor/testlib/README.md names its commit), for checker: testlib. */
export const vendoredTestlibHeader = join(toolRoot, "vendor", "testlib", "testlib.h");

/** The folders that hold problems/, solutions/ and cases/. STONEBENCH_ROOT points tests at a throwaway copy. */
export function projectRoot(): string {
  return process.env.STONEBENCH_ROOT ? resolve(process.env.STONEBENCH_ROOT) : toolRoot;
}
export const problemsDir = (): string => join(projectRoot(), "problems");
export const solutionsDir = (): string => join(projectRoot(), "solutions");
export const casesDir = (): string => join(projectRoot(), "cases");

/** Resolves a path the user typed; scripts/launch.cjs restores the folder npm run started in. */
export function resolveUserPath(path: string): string {
  return resolve(process.cwd(), path);
}

/** A path for messages and reports: relative to the project root when inside it, else absolute. */
export function displayPath(path: string): string {
  const rel = relative(projectRoot(), path);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel.split("\\").join("/") : path;
}
