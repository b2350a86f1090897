import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli";

// scripts/launch.cjs on a throwaway project of its own: scripts/probe.ts prints what src/message.ts exports.
// A bundle that is rebuilt gets a new file (it is renamed into place), so its inode says whether a build happened.

let root: string;
let clock: number;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

// Gives a path (and, with folder, its folder) an mtime in the past that no earlier call used: what an edit some
// seconds ago looks like, past the launcher's 2 s rule for inputs that changed during a build.
function settle(path: string, folder = false): void {
  clock += 1;
  const when = new Date(Date.now() - 3_600_000 + clock * 1000);
  if (!path.endsWith("/x")) utimesSync(join(root, path), when, when); // ".../x" names only a folder
  if (folder) utimesSync(dirname(join(root, path)), when, when);
}

async function probe(): Promise<{ output: string; bundle: string; exitCode: number; stderr: string }> {
  const result = await execa("node", [join(root, "scripts", "launch.cjs"), "probe"], { cwd: root, env: cleanEnv(), extendEnv: false, reject: false });
  const bundle = join(root, "node_modules", ".cache", "stonebench", "cli", "probe.cjs");
  let identity = "none";
  try {
    const info = statSync(bundle);
    identity = `${info.ino}:${info.mtimeMs}`;
  } catch {}
  return { output: String(result.stdout).trim(), bundle: identity, exitCode: result.exitCode ?? -1, stderr: String(result.stderr) };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "stonebench-launch-"));
  clock = 0;
  mkdirSync(join(root, "scripts"));
  copyFileSync(join(repoRoot, "scripts", "launch.cjs"), join(root, "scripts", "launch.cjs"));
  write("package.json", '{ "type": "module" }\n');
  write("scripts/probe.ts", 'import { message } from "../src/message";\nimport { helper } from "../src/lib/helper";\nconsole.log(`${message} ${helper()}`);\n');
  write("src/message.ts", 'export const message: string = "one";\n');
  write("src/lib/helper.ts", 'export const helper = (): string => "h1";\n');
  mkdirSync(join(root, "node_modules"));
  symlinkSync(join(repoRoot, "node_modules", "esbuild"), join(root, "node_modules", "esbuild"));
  for (const path of ["package.json", "scripts/launch.cjs", "scripts/probe.ts", "src/message.ts", "src/lib/helper.ts", "scripts/x", "src/x", "src/lib/x"]) settle(path, path.endsWith("/x"));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("the launcher's staleness rule", () => {
  it("does not rebuild an untouched tree", async () => {
    const first = await probe();
    expect(first.output).toBe("one h1");
    const second = await probe();
    expect(second.output).toBe("one h1");
    expect(second.bundle).toBe(first.bundle);
  });

  it("rebuilds after an edit to a source file, even one that keeps its size", async () => {
    const first = await probe();
    write("src/message.ts", 'export const message: string = "two";\n');
    settle("src/message.ts");
    const second = await probe();
    expect(second.output).toBe("two h1");
    expect(second.bundle).not.toBe(first.bundle);
    expect((await probe()).bundle).toBe(second.bundle);
  });

  it("rebuilds after an edit to a file in a nested folder", async () => {
    await probe();
    write("src/lib/helper.ts", 'export const helper = (): string => "h2";\n');
    settle("src/lib/helper.ts");
    expect((await probe()).output).toBe("one h2");
  });

  it("rebuilds when a new file appears, including one that changes what an import resolves to", async () => {
    const first = await probe();
    write("src/notes.ts", "export {};\n");
    settle("src/notes.ts", true);
    const second = await probe();
    expect(second.bundle).not.toBe(first.bundle);
    // esbuild tries message.tsx before message.ts: the new file must win at once.
    write("src/message.tsx", 'export const message: string = "from tsx";\n');
    settle("src/message.tsx", true);
    expect((await probe()).output).toBe("from tsx h1");
  });

  it("rebuilds when a file is deleted: an import falls back to what is left, or the build fails", async () => {
    write("src/message.tsx", 'export const message: string = "from tsx";\n');
    settle("src/message.tsx", true);
    expect((await probe()).output).toBe("from tsx h1");
    unlinkSync(join(root, "src", "message.tsx"));
    settle("src/x", true);
    expect((await probe()).output).toBe("one h1");
    unlinkSync(join(root, "src", "lib", "helper.ts"));
    settle("src/lib/x", true);
    const broken = await probe();
    expect(broken.exitCode).toBe(3);
    expect(broken.stderr).toMatch(/cannot build scripts\/probe\.ts/);
  });

  it("rebuilds when the bundle itself is gone or was altered", async () => {
    const first = await probe();
    writeFileSync(join(root, "node_modules", ".cache", "stonebench", "cli", "probe.cjs"), 'console.log("tampered");\n');
    expect((await probe()).output).toBe("one h1");
    unlinkSync(join(root, "node_modules", ".cache", "stonebench", "cli", "probe.cjs"));
    const again = await probe();
    expect(again.output).toBe("one h1");
    expect(again.bundle).not.toBe(first.bundle);
  });

  it("runs the bundle from V8's code cache after its first run, with the same result", async () => {
    const first = await probe();
    const caches = readdirSync(join(root, "node_modules", ".cache", "stonebench", "cli")).filter((name) => name.endsWith(".v8cache"));
    expect(caches).toHaveLength(1);
    expect(caches[0]).toMatch(/^probe\.\d+-\d+-\d+\.v8cache$/);
    const again = await probe();
    expect(again.output).toBe(first.output);
    expect(again.bundle).toBe(first.bundle);
  });

  it("never runs a code cache made for another bundle, even one of the same length, nor a damaged one", async () => {
    expect((await probe()).output).toBe("one h1");
    // Same length, other text: V8 alone would take the old cache (it checks the source's length, not its text).
    write("src/message.ts", 'export const message: string = "two";\n');
    settle("src/message.ts");
    expect((await probe()).output).toBe("two h1");
    const cli = join(root, "node_modules", ".cache", "stonebench", "cli");
    const caches = readdirSync(cli).filter((name) => name.endsWith(".v8cache"));
    expect(caches).toHaveLength(1);
    writeFileSync(join(cli, caches[0]!), "not a code cache");
    expect((await probe()).output).toBe("two h1");
    expect(readFileSync(join(cli, caches[0]!)).length).toBeGreaterThan(100);
  });

  it("rebuilds when package.json or tsconfig.json changes", async () => {
    const first = await probe();
    write("tsconfig.json", "{}\n");
    settle("tsconfig.json", true);
    const second = await probe();
    expect(second.bundle).not.toBe(first.bundle);
    write("package.json", '{ "type": "module", "name": "x" }\n');
    settle("package.json");
    expect((await probe()).bundle).not.toBe(second.bundle);
  });

  it("does not trust a build whose inputs changed moments before it: the next command builds again", async () => {
    await probe();
    write("src/message.ts", 'export const message: string = "new";\n');
    // An mtime after the build starts is what an edit during the build leaves (and does not depend on how fast this machine is).
    const during = new Date(Date.now() + 60_000);
    utimesSync(join(root, "src", "message.ts"), during, during);
    const fresh = await probe();
    expect(fresh.output).toBe("new h1");
    const next = await probe();
    expect(next.output).toBe("new h1");
    expect(next.bundle).not.toBe(fresh.bundle);
  });
});
