import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { endEsbuildOnExit } from "./end-esbuild";
import { makeTempDir } from "./temp-dir";

// Packages needed only off the hot path (a --case glob, a wrong answer's diff, a problem.yaml outside the flat
// subset) are loaded when first used, with Node's require: esbuild leaves such a call alone, so they are not in the
// command bundles, which then compile and start faster. The require resolves from the bundle's folder, inside the
// project's node_modules/, or from src/ when run by tsx or vitest.
const requireHere = createRequire(import.meta.url);

export const loadGlob = (): typeof import("glob") => requireHere("glob") as typeof import("glob");
export const loadDiff = (): typeof import("diff") => requireHere("diff") as typeof import("diff");
export const loadYaml = (): typeof import("yaml") => requireHere("yaml") as typeof import("yaml");
// esbuild (a native service, started when something is built) and typescript (a devDependency, for submit and the
// type check) the same way, and never by import(): the command bundles are CommonJS run from V8's code cache, where
// Node 20 loses a dynamic import()'s loader (scripts/launch.cjs).
// Its service runs under kernel limits (src/build/limit-esbuild.cjs), its stderr kept in a file of this run. The
// workbench's root is found from esbuild's own package, not from ../paths: that module reads the file system as it
// loads, which the tool host's permission model refuses (its bundle holds this file for the explorer's predicates).
export const loadEsbuild = (): typeof import("esbuild") => {
  const root = dirname(dirname(dirname(requireHere.resolve("esbuild/package.json"))));
  (requireHere(join(root, "src", "build", "limit-esbuild.cjs")) as { limitEsbuild(root: string): boolean }).limitEsbuild(root);
  process.env.STONEBENCH_ESBUILD_LOG = esbuildLogPath();
  const esbuild = requireHere("esbuild") as typeof import("esbuild");
  endEsbuildOnExit(esbuild);
  return esbuild;
};
export const loadTypeScript = (): typeof import("typescript") => requireHere("typescript") as typeof import("typescript");

let logPath: string | undefined;
/** Where this process's esbuild services write their stderr (each service starts the file afresh). */
export function esbuildLogPath(): string {
  logPath ??= join(makeTempDir("stonebench-esbuild"), "stderr");
  return logPath;
}
