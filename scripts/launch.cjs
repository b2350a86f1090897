#!/usr/bin/env node
"use strict";
// Starts a command fast: runs a cached esbuild bundle of scripts/<command>.ts and rebuilds it only
// when a file it was built from changed. `npx tsx scripts/<command>.ts` runs the same code, about 0.3 s slower.
// CommonJS, and the bundle too, run from V8's code cache: Node 20's ESM loader and the bundle's compile cost about
// 25 ms of every command (Node 20 has no compile cache for ES modules).
const { closeSync, existsSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, writeFileSync } = require("node:fs");
const Module = require("node:module");
const { basename, dirname, join, resolve, sep } = require("node:path");
const vm = require("node:vm");

closeInheritedFds();
watchParent();
const root = dirname(__dirname);
// Bump when the manifest's format or meaning changes.
const MANIFEST_VERSION = 2;
const [command, ...args] = process.argv.slice(2);
const entry = command && join(root, "scripts", `${command}.ts`);
if (!entry || !/^[a-z-]+$/.test(command) || !existsSync(entry)) {
  const known = readdirSync(join(root, "scripts")).filter((file) => file.endsWith(".ts")).map((file) => file.slice(0, -3));
  process.stderr.write(`error: unknown command "${command ?? ""}"\nhint: commands are ${known.join(", ")}\n`);
  process.exit(2);
}
// npm run moves to the project root; go back to where the user typed the command, so their paths resolve.
if (process.env.npm_lifecycle_event === command && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

// The tool's own bundles live with its install, apart from STONEBENCH_CACHE_DIR (which holds built solutions).
const outDir = join(root, "node_modules", ".cache", "stonebench", "cli");
const bundle = join(outDir, `${command}.cjs`);
const manifestFile = join(outDir, `${command}.inputs.json`);
if (isFresh()) run();
else rebuild().then(run);

// Runs the bundle as Node would a CommonJS module, compiled from V8's code cache when there is one for this very
// bundle (V8 checks little more than the source's length, so the cache's name says which build it was made for),
// and writes the cache at exit, when every function the command used has been compiled.
function run() {
  // Each build is a new file (renamed into place): its inode, size and mtime name it, read from the very file read
  // (a build renamed into place between a read and a stat would name a cache by a build it was not made from).
  const fd = openSync(bundle, "r");
  const { ino, size, mtimeMs } = fstatSync(fd);
  const source = readFileSync(fd, "utf8");
  closeSync(fd);
  const cacheFile = join(outDir, `${command}.${ino}-${size}-${Math.trunc(mtimeMs)}.v8cache`);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // Not made yet for this bundle.
  }
  // No dynamic import(): from a code cache Node 20 loses its loader, so the sources load packages with require (a test checks).
  const script = new vm.Script(Module.wrap(source), { filename: bundle, cachedData });
  if (cachedData === undefined || script.cachedDataRejected) process.once("exit", () => writeCodeCache(script, cacheFile));
  const bundleModule = new Module(bundle, module);
  bundleModule.filename = bundle;
  bundleModule.paths = Module._nodeModulePaths(outDir);
  process.argv = [process.argv[0], bundle, ...args];
  script.runInThisContext()(bundleModule.exports, Module.createRequire(bundle), bundleModule, bundle, outDir);
}

function writeCodeCache(script, cacheFile) {
  try {
    for (const old of readdirSync(outDir)) if (old.startsWith(`${command}.`) && old.endsWith(".v8cache")) rmSync(join(outDir, old), { force: true });
    const temp = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temp, script.createCachedData());
    renameSync(temp, cacheFile);
  } catch {
    // No cache: the next command compiles again, nothing worse.
  }
}

// A command does not outlive what started it: an editor or a script that stops `npm run listen` (or `judge --watch`)
// kills npm, which does not pass that on, and the command was left running, adopted by init. Adopted, it ends as on
// SIGTERM (its own handlers stop what it started). A timer that never keeps the command alive. Only under npm: a
// command started by hand (`nohup node scripts/launch.cjs listen &`) may be meant to outlive its shell.
// npm runs a script through `sh -c`, and dash waits for it instead of exec'ing it: killing npm orphaned that shell,
// not the command, whose parent never changed. So a shell parent's own parent (npm) is watched as well.
function watchParent() {
  const parent = process.ppid;
  // The making of generated cases, started by a command blocked until it ends, watches that command too.
  if (parent <= 1 || !(process.env.npm_lifecycle_event || process.env.STONEBENCH_MAKING_GENERATED_CASES)) return;
  const grandparent = /^(sh|dash|bash)$/.test(procStat(parent)?.name ?? "") ? procStat(parent)?.ppid : undefined;
  setInterval(() => {
    if (process.ppid !== parent || (grandparent !== undefined && procStat(parent)?.ppid !== grandparent)) process.kill(process.pid, "SIGTERM");
  }, 1000).unref();
}

// A process's name and parent, from /proc/<pid>/stat (the name is in parentheses and may hold any character).
function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    return { name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), ppid: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) };
  } catch {
    return undefined;
  }
}

// Every process the command starts (a solution, a checker, a tool) would inherit an fd that whoever started the
// command left open without close-on-exec (a shell's, an editor's, a CI runner's files and pipes): a way to write past
// the sandbox's read-only filesystem and Node's permission model, which guards paths, not fds. Node opens its own fds
// close-on-exec, so an fd from 3 up without it was inherited; the IPC channel of a parent Node stays. So do the files
// V8 opened for a profiling flag (node --perf-basic-prof's /tmp/perf-<pid>.map, --perf-prof's jit-<pid>.dump, --prof's
// isolate-…-<pid>-v8.log): V8 opens them without close-on-exec, keeps writing to them, and once closed here their fd
// number went to the next file opened, a source a compiler then read as V8's map lines.
function closeInheritedFds() {
  const ownLog = new RegExp(`(^|[-.])${process.pid}([-.]|$)`);
  let names;
  try {
    names = readdirSync("/proc/self/fd");
  } catch {
    return; // No /proc (macOS): nothing to look at.
  }
  const channel = Number(process.env.NODE_CHANNEL_FD ?? -1);
  for (const name of names) {
    const fd = Number(name);
    if (fd < 3 || fd === channel) continue;
    try {
      const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, "latin1"))?.[1];
      if (flags === undefined || (parseInt(flags, 8) & 0o2000000) !== 0) continue;
      if (ownLog.test(basename(readlinkSync(`/proc/self/fd/${fd}`)))) continue;
      closeSync(fd);
    } catch {
      // Gone already (the listing's own fd).
    }
  }
}

// The bundle is fresh when every file esbuild read for it (from its metafile), every folder those sit in (a new or
// deleted file changes its folder's mtime, and can change what an import resolves to), the build's own settings
// (this file, package.json, package-lock.json, tsconfig.json) and the bundle itself still have the size and mtime
// recorded when it was built: one small JSON read and about 80 stats, instead of walking every source folder.
function isFresh() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  } catch {
    return false;
  }
  if (manifest.version !== MANIFEST_VERSION || manifest.root !== root || !Array.isArray(manifest.entries)) return false;
  for (const [path, recorded] of manifest.entries) if (fingerprint(path) !== recorded) return false;
  return true;
}

// Size and mtime of a file, mtime of a folder (its size says nothing), "missing" for nothing there.
function fingerprint(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return "missing";
  return info.isDirectory() ? `dir:${info.mtimeMs}` : `${info.size}:${info.mtimeMs}`;
}

async function rebuild() {
  // Its service runs under kernel limits, as every esbuild of a command does (src/build/limit-esbuild.cjs; a project
  // of scripts without it, as the launcher's own test makes, builds as before).
  const limits = join(root, "src", "build", "limit-esbuild.cjs");
  if (existsSync(limits)) require(limits).limitEsbuild(root);
  const esbuild = require("esbuild");
  mkdirSync(outDir, { recursive: true });
  const temp = `${bundle}.${process.pid}.tmp`;
  const startedAt = Date.now();
  let result;
  try {
    result = await esbuild.build({
      entryPoints: [entry],
      outfile: temp,
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      logLevel: "silent",
      metafile: true,
      absWorkingDir: root,
      // esbuild is a native service, loaded only when something is built; vitest and typescript are dev tools.
      external: ["esbuild", "vitest", "typescript", "tsx"],
      // The sources are ES modules: strict, and import.meta.url is the bundle's own URL, as it was when it was one.
      define: { __STONEBENCH_TOOL_ROOT__: JSON.stringify(root), "import.meta.url": "__launchBundleUrl" },
      banner: { js: '"use strict";\nconst __launchBundleUrl = require("node:url").pathToFileURL(__filename).href;' },
    });
  } catch (error) {
    process.stderr.write(`error: cannot build scripts/${command}.ts:\n${(error.errors ?? []).map((e) => `  ${e.location?.file}:${e.location?.line}: ${e.text}`).join("\n") || error.message}\n`);
    await endService(esbuild);
    process.exit(3);
  }
  renameSync(temp, bundle);
  await endService(esbuild);
  // What earlier launchers left: a stamp file (before the manifest), an ES module bundle (before CommonJS).
  for (const old of [`${command}.stamp`, `${command}.mjs`]) rmSync(join(outDir, old), { force: true });
  const entries = manifestEntries(Object.keys(result.metafile.inputs).map((input) => resolve(root, input.replace(/^[a-z-]+:/, ""))));
  // A file changed while esbuild read it may be in the bundle as it was before, yet carry its new mtime now:
  // such a build is used once but not recorded, so the next command builds again (timestamps may be coarse, hence 2 s).
  const settled = entries.every(([path]) => path === bundle || !((statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) > startedAt - 2000));
  if (!settled) return rmSync(manifestFile, { force: true });
  const manifestTemp = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(manifestTemp, JSON.stringify({ version: MANIFEST_VERSION, root, entries }));
  renameSync(manifestTemp, manifestFile);
}

// esbuild's service (a child holding our stderr) ends only on our exit's EOF: stopped now and waited for until it is
// reaped, so it neither outlives the command nor runs beside it (src/util/end-esbuild.ts does the same for commands).
async function endService(esbuild) {
  esbuild.stop();
  const left = () => {
    try {
      return readFileSync(`/proc/self/task/${process.pid}/children`, "latin1").trim().split(/\s+/).some((pid) => {
        try {
          return /^\d+ \(esbuild\) /.test(readFileSync(`/proc/${pid}/stat`, "latin1"));
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  };
  for (let waited = 0; waited < 2000 && left(); waited++) await new Promise((done) => setTimeout(done, 1));
}

// Every input and its folders up to the project root (the root and node_modules/ themselves excluded: files come and
// go there for other reasons, and installs are caught by package-lock.json), plus the build's settings and the bundle.
function manifestEntries(inputs) {
  const paths = new Set([__filename, bundle, ...["package.json", "package-lock.json", "tsconfig.json"].map((file) => join(root, file))]);
  const modules = join(root, "node_modules");
  for (const input of inputs) {
    paths.add(input);
    if (input.startsWith(modules + sep)) continue;
    for (let dir = dirname(input); dir.startsWith(root + sep); dir = dirname(dir)) paths.add(dir);
  }
  return [...paths].map((path) => [path, fingerprint(path)]);
}
