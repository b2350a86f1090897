"use strict";
// Loaded into every judged solution with --require: at exit it reports the process's CPU time and peak memory to
// fd 3, and which operation the sandbox denied. The judge reads it in run/run-program.ts.
const { closeSync, fstatSync, readFileSync, readSync, writeSync } = require("node:fs");
let denied = null;
let cpuAtGoUs = 0;
process.on("uncaughtExceptionMonitor", (error) => {
  if (error && error.code === "ERR_ACCESS_DENIED") denied = { permission: String(error.permission || ""), resource: String(error.resource || "") };
});

// Node 20's permission model checks fs.realpathSync (the JS one) and the CommonJS resolver not at all: both stat any
// path, so fs.realpathSync("/root/.ssh/id_rsa") answered the path where the file exists and ENOENT where not, and
// require.resolve (Module._findPath, createRequire) the same; at the namespaces level a Node solution sees the
// machine's whole read-only view, so that told it which host files exist. Under the permission model both answer
// only for paths it may read: realpathSync throws ERR_ACCESS_DENIED, and the resolver finds nothing, whether or not
// the path exists. (The loader calls both through their exports, so its own resolution of the program is the same.)
if (process.permission) guardPathProbes();
function guardPathProbes() {
  const fs = require("node:fs");
  const Module = require("node:module");
  const { resolve } = require("node:path");
  const readable = (path) => {
    try {
      return process.permission.has("fs.read", resolve(typeof path === "string" ? path : Buffer.isBuffer(path) ? path.toString() : require("node:url").fileURLToPath(path)));
    } catch {
      return false;
    }
  };
  const refusal = (path) => Object.assign(new Error(`Access to this API has been restricted`), { code: "ERR_ACCESS_DENIED", permission: "FileSystemRead", resource: String(path) });
  const original = fs.realpathSync;
  const guarded = function realpathSync(path, options) {
    if (!readable(path)) throw refusal(path);
    return original.call(this, path, options);
  };
  guarded.native = original.native;
  fs.realpathSync = guarded;
  const findPath = Module._findPath;
  Module._findPath = function _findPath(request, paths, isMain) {
    let found;
    try {
      found = findPath.call(this, request, paths, isMain);
    } catch {
      // The guarded realpathSync refusing a path found, or a package.json's parse error naming what it read.
      return false;
    }
    return found && readable(found) ? found : false;
  };
  // Two more of the resolver's exports went around it: Module._stat(path) said 0 (a file), 1 (a folder) or -2 for any
  // path, and Module._readPackage(folder) returned any package.json's name, main, type, exports and imports (a
  // /root/… one read in full). Each now answers as for a path that is not there unless the program may read it. The
  // loader calls _stat through this property (setting it is an experimental warning, which --no-warnings keeps off
  // the solution's stderr), and reads its own package.json files without _readPackage.
  const stat = Module._stat;
  Module._stat = function _stat(path) {
    return readable(path) ? stat.call(this, path) : -2;
  };
  const readPackage = Module._readPackage;
  if (typeof readPackage === "function") {
    Module._readPackage = function _readPackage(requestPath) {
      const json = resolve(String(requestPath), "package.json");
      if (readable(json)) return readPackage.call(this, requestPath);
      // What this Node answers for a folder without one (no /proc/self/fdinfo holds a package.json), named as asked.
      const none = readPackage.call(this, "/proc/self/fdinfo");
      return none && typeof none === "object" && "pjsonPath" in none ? { ...none, pjsonPath: json } : none;
    };
  }
}

// Peak memory is the kernel's VmHWM for this process image. Not resourceUsage().maxRSS: Linux carries that figure
// over from the parent through fork and exec, so a solution started by a big process would look big.
function peakRssKiB() {
  try {
    const match = /VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "latin1"));
    if (match) return Number(match[1]);
  } catch {
    // No /proc (not Linux): fall back to maxRSS.
  }
  return process.resourceUsage().maxRSS;
}

process.on("exit", () => {
  const usage = process.resourceUsage();
  try {
    writeSync(3, JSON.stringify({ cpuUs: usage.userCPUTime + usage.systemCPUTime - cpuAtGoUs, maxRssKiB: peakRssKiB(), denied }));
  } catch {
    // fd 3 was closed by the solution: the judge falls back to what it sampled from /proc.
  }
});

// The go gate (fd 4, from the judge): Node has booted and stdin is open; say so, then wait for the judge's go, so that
// this boot overlaps the previous case. The gate is closed before the solution runs: it cannot talk to the judge.
try {
  if (process.env.STONEBENCH_GO_FD === "4" && fstatSync(4).isSocket()) {
    delete process.env.STONEBENCH_GO_FD;
    writeSync(4, "r");
    readSync(4, Buffer.alloc(1), 0, 1, null);
    closeSync(4);
    // CPU is charged from go: Node's own boot, done before, is not the solution's.
    const atGo = process.resourceUsage();
    cpuAtGoUs = atGo.userCPUTime + atGo.systemCPUTime;
  }
} catch {
  // No gate (run by hand): start at once.
}
