import { join } from "node:path";
import { toolRoot } from "../paths";

/** The module every judged Node program loads first (--require): its CPU and peak memory to fd 3 at exit, and the go gate. */
export const PRELOAD = join(toolRoot, "src", "run", "preload.cjs");
/** The guard of path probes the permission model lets through (--require'd by every sandboxed Node program, tools too). */
export const PATH_GUARD = join(toolRoot, "src", "run", "path-guard.cjs");
