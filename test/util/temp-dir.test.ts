import { execFileSync, spawn } from "node:child_process";
import { accessSync, chownSync, constants, existsSync, statfsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sweepOrphanTempDirs } from "../../src/util/temp-dir";

// A judge killed by SIGKILL runs no exit handler: its temp folder must not stay in /tmp for good. The next run removes
// the folders whose owner died, and nothing else.
const root = mkdtempSync(join(tmpdir(), "stonebench-sweep-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A child Node that makes a temp folder under `root` through makeTempDir (or makeRunDir), prints it, and waits to be killed. */
async function killedOwner(make = "makeTempDir", env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: root }): Promise<string> {
  const script = `
    const { ${make} } = require(${JSON.stringify(join(process.cwd(), "src/util/temp-dir.ts"))});
    const dir = ${make}("stonebench-judge");
    require("node:fs").writeFileSync(dir + "/1.out", "x");
    process.stdout.write(dir + "\\n");
    setInterval(() => undefined, 1000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "-e", script], { env, stdio: ["ignore", "pipe", "inherit"] });
  const dir = await new Promise<string>((resolve) => child.stdout!.on("data", (chunk: Buffer) => resolve(chunk.toString().trim())));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGKILL");
  await exited;
  return dir;
}

describe("temp folders of runs that were killed", () => {
  it("are removed by the next run; a live owner's, another user's, a file and a foreign name are kept", async () => {
    const orphan = await killedOwner();
    expect(orphan.startsWith(root)).toBe(true);
    expect(existsSync(join(orphan, "1.out"))).toBe(true);

    const ns = readdirSync(root)[0]!.split("-").at(-3)!;
    const mine = join(root, `stonebench-judge-${ns}-${process.pid}-abcdef`);
    const otherNamespace = join(root, `stonebench-judge-1${ns}-999999-abcdef`);
    const foreign = join(root, "stonebench-judge-abcdef");
    const file = join(root, `stonebench-stdin-${ns}-999998-abcdef`);
    for (const dir of [mine, otherNamespace, foreign]) mkdirSync(dir);
    writeFileSync(file, "");
    const otherUser = join(root, `stonebench-case-${ns}-999997-abcdef`);
    mkdirSync(otherUser);
    const root_ = process.getuid?.() === 0;
    if (root_) chownSync(otherUser, 65534, 65534);

    const removed = sweepOrphanTempDirs(root);
    expect(removed).toContain(orphan);
    expect(existsSync(orphan)).toBe(false);
    for (const kept of [mine, otherNamespace, foreign, file]) expect(existsSync(kept), kept).toBe(true);
    // Without root the folder is this user's own, and so an orphan like the first.
    expect(existsSync(otherUser)).toBe(root_);
  }, 60_000);
});

// Runs' files (stdout, stderr, reports) go to /dev/shm where it is a writable tmpfs with room: each case creates and
// removes five of them, which a disk file system's journal makes cost (issue 27). TMPDIR, when set, still wins.
describe("the folder for runs' files", () => {
  const envWithout = (): NodeJS.ProcessEnv => {
    const env = { ...process.env };
    delete env.TMPDIR;
    return env;
  };
  const shmUsable = ((): boolean => {
    try {
      const stats = statfsSync("/dev/shm");
      accessSync("/dev/shm", constants.W_OK);
      return stats.type === 0x01021994 && stats.bavail * stats.bsize >= 1 << 30;
    } catch {
      return false;
    }
  })();

  it("is /dev/shm when it is a usable tmpfs, else the temp folder; TMPDIR wins", () => {
    const ask = (env: NodeJS.ProcessEnv): string =>
      execFileSync(process.execPath, ["--import", "tsx", "-e", `process.stdout.write(require(${JSON.stringify(join(process.cwd(), "src/util/temp-dir.ts"))}).runFilesRoot())`], { env, encoding: "utf8" });
    expect(ask(envWithout())).toBe(shmUsable ? "/dev/shm" : tmpdir());
    expect(ask({ ...process.env, TMPDIR: root })).toBe(root);
  });

  if (!shmUsable) console.warn("skipped: /dev/shm is not a writable tmpfs with 1 GiB free on this machine, so runs' files stay in the temp folder");
  it.skipIf(!shmUsable)("a killed run's folder there is removed by the next run", async () => {
    const orphan = await killedOwner("makeRunDir", envWithout());
    expect(orphan.startsWith("/dev/shm/stonebench-judge-")).toBe(true);
    expect(sweepOrphanTempDirs("/dev/shm")).toContain(orphan);
    expect(existsSync(orphan)).toBe(false);
  }, 60_000);
});
