import { createRequire } from "node:module";

// Packages needed only off the hot path (a --case glob, a wrong answer's diff, a problem.yaml outside the flat
// subset) are loaded when first used, with Node's require: esbuild leaves such a call alone, so they are not in the
// command bundles, which then compile and start faster. The require resolves from the bundle's folder, inside the
// project's node_modules/, or from src/ when run by tsx or vitest.
const requireHere = createRequire(import.meta.url);

export const loadGlob = (): typeof import("glob") => requireHere("glob") as typeof import("glob");
export const loadDiff = (): typeof import("diff") => requireHere("diff") as typeof import("diff");
export const loadYaml = (): typeof import("yaml") => requireHere("yaml") as typeof import("yaml");
