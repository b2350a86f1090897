"use strict";
// esbuild's JavaScript API starts its native service from ESBUILD_BINARY_PATH, read once when the package is first
// required: so this runs before every require("esbuild") (scripts/launch.cjs, src/util/load-on-demand.ts) and points it
// at esbuild-limited.sh, which starts the real binary under kernel limits (docs/sandbox.md, "esbuild").
const { accessSync, constants, existsSync } = require("node:fs");
const { basename, join } = require("node:path");

/** The service's memory (RLIMIT_DATA) and CPU over its life (RLIMIT_CPU): a compile's default memory; ten compiles' CPU. */
const DATA_KIB = 1024 * 1024;
const CPU_SECONDS = 300;

/**
 * Makes the esbuild services this process starts limited (their stderr goes where STONEBENCH_ESBUILD_LOG names, when
 * set as a service starts). Returns whether the limits apply: on Linux, with the platform's binary found.
 */
function limitEsbuild(root) {
  const wrapper = join(root, "src", "build", "esbuild-limited.sh");
  if (process.env.ESBUILD_BINARY_PATH === wrapper) return true;
  // A wrapper named in the environment is another checkout's (a bench of an older clone, a test's nested command):
  // this checkout's own binary is found instead, or the two wrappers would exec each other for ever.
  let binary = process.env.ESBUILD_BINARY_PATH;
  if (binary && basename(binary) === "esbuild-limited.sh") binary = undefined;
  try {
    binary ||= require.resolve(`@esbuild/${process.platform}-${process.arch}/bin/esbuild`, { paths: [root] });
  } catch {
    return false;
  }
  if (process.platform !== "linux" || !runnable(wrapper) || !existsSync("/bin/sh")) return false;
  process.env.STONEBENCH_ESBUILD_BINARY = binary;
  process.env.STONEBENCH_ESBUILD_DATA_KIB = String(DATA_KIB);
  process.env.STONEBENCH_ESBUILD_CPU_SECONDS = String(CPU_SECONDS);
  process.env.ESBUILD_BINARY_PATH = wrapper;
  return true;
}

// A copy that lost its mode bits (an archive, say) is skipped rather than failing every build.
function runnable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

module.exports = { limitEsbuild };
