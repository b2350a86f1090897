"use strict";
// Loaded with --require into every Node program the judge starts under the permission model: a judged solution (by
// preload.cjs) and the judging tools (validators, checkers, interactors, the tool host), which had no such guard and
// could still learn which host files exist and read any package.json through the resolver (a helper's attack).
// Node 20's permission model checks fs.realpathSync (the JS one) and the CommonJS resolver not at all: both stat any
// path, so fs.realpathSync("/root/.ssh/id_rsa") answered the path where the file exists and ENOENT where not, and
// require.resolve (Module._findPath, createRequire) the same; at the namespaces level a Node solution sees the
// machine's whole read-only view, so that told it which host files exist. Under the permission model both answer
// only for paths it may read: realpathSync throws ERR_ACCESS_DENIED, and the resolver finds nothing, whether or not
// the path exists. (The loader calls both through their exports, so its own resolution of the program is the same.)
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

if (process.permission) guardPathProbes();
