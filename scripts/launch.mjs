#!/usr/bin/env node
// Starts a command fast: runs a cached esbuild bundle of scripts/<command>.ts and rebuilds it only
// when a file it was built from changed. `npx tsx scripts/<command>.ts` runs the same code, about 0.3 s slower.
import { closeSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

closeInheritedFds();
const root = dirname(dirname(fileURLToPath(import.meta.url)));
// Bump when the manifest's format or meaning changes.
const MANIFEST_VERSION = 1;
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
const bundle = join(outDir, `${command}.mjs`);
const manifestFile = join(outDir, `${command}.inputs.json`);
if (!isFresh()) await rebuild();
process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);

// Every process the command starts (a solution, a checker, a tool) would inherit an fd that whoever started the
// command left open without close-on-exec (a shell's, an editor's, a CI runner's files and pipes): a way to write past
// the sandbox's read-only filesystem and Node's permission model, which guards paths, not fds. Node opens its own fds
// close-on-exec, so an fd from 3 up without it was inherited; the IPC channel of a parent Node stays.
function closeInheritedFds() {
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
      if (flags !== undefined && (parseInt(flags, 8) & 0o2000000) === 0) closeSync(fd);
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
  const esbuild = await import("esbuild");
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
      format: "esm",
      target: "node20",
      logLevel: "silent",
      metafile: true,
      absWorkingDir: root,
      // esbuild is a native service, loaded only when something is built; vitest and typescript are dev tools.
      external: ["esbuild", "vitest", "typescript", "tsx"],
      define: { __STONEBENCH_TOOL_ROOT__: JSON.stringify(root) },
      banner: { js: 'import { createRequire as __launchCreateRequire } from "node:module"; const require = __launchCreateRequire(import.meta.url);' },
    });
  } catch (error) {
    process.stderr.write(`error: cannot build scripts/${command}.ts:\n${(error.errors ?? []).map((e) => `  ${e.location?.file}:${e.location?.line}: ${e.text}`).join("\n") || error.message}\n`);
    process.exit(3);
  }
  renameSync(temp, bundle);
  rmSync(join(outDir, `${command}.stamp`), { force: true }); // the stamp file of launchers before the manifest
  const entries = manifestEntries(Object.keys(result.metafile.inputs).map((input) => resolve(root, input.replace(/^[a-z-]+:/, ""))));
  // A file changed while esbuild read it may be in the bundle as it was before, yet carry its new mtime now:
  // such a build is used once but not recorded, so the next command builds again (timestamps may be coarse, hence 2 s).
  const settled = entries.every(([path]) => path === bundle || !((statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) > startedAt - 2000));
  if (!settled) return rmSync(manifestFile, { force: true });
  const manifestTemp = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(manifestTemp, JSON.stringify({ version: MANIFEST_VERSION, root, entries }));
  renameSync(manifestTemp, manifestFile);
}

// Every input and its folders up to the project root (the root and node_modules/ themselves excluded: files come and
// go there for other reasons, and installs are caught by package-lock.json), plus the build's settings and the bundle.
function manifestEntries(inputs) {
  const paths = new Set([fileURLToPath(import.meta.url), bundle, ...["package.json", "package-lock.json", "tsconfig.json"].map((file) => join(root, file))]);
  const modules = join(root, "node_modules");
  for (const input of inputs) {
    paths.add(input);
    if (input.startsWith(modules + sep)) continue;
    for (let dir = dirname(input); dir.startsWith(root + sep); dir = dirname(dir)) paths.add(dir);
  }
  return [...paths].map((path) => [path, fingerprint(path)]);
}
