import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli";

// A helper's Ctrl-C while import timed the accepted submissions (a package with no time limit) left a problem that
// looked finished: its timeLimitMs the placeholder, no word of it, and no manifest. Stopped there, a fresh import is
// taken back whole; a --force import keeps the package's files and problem.yaml says the limit was not derived.
describe("npm run import, stopped while it times the accepted submissions", () => {
  const makePackage = (root: string): string => {
    const dir = join(root, "slowpkg");
    mkdirSync(join(dir, "data/sample"), { recursive: true });
    mkdirSync(join(dir, "submissions/accepted"), { recursive: true });
    writeFileSync(join(dir, "problem.yaml"), "name: Slow\n");
    writeFileSync(join(dir, "data/sample/1.in"), "1\n");
    writeFileSync(join(dir, "data/sample/1.ans"), "1\n");
    // Slow to time: the timing is under way when the Ctrl-C comes.
    writeFileSync(join(dir, "submissions/accepted/slow.py"), "import time\ntime.sleep(15)\nprint(input())\n");
    return dir;
  };

  const importStopped = async (project: string, args: string[]) => {
    // Its own process group, as a terminal's foreground job: the SIGINT goes to every process in it.
    const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "import", ...args], { env: { ...cleanEnv(), STONEBENCH_ROOT: project }, extendEnv: false, reject: false, detached: true });
    // Once the package's files are written (the timing comes after them).
    const deadline = Date.now() + 60_000;
    while (!existsSync(join(project, "cases/slow/1-sample.in")) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    process.kill(-child.pid!, "SIGINT");
    return child;
  };

  // The take-back removed the three folders whole: a case the user made meanwhile (the timing takes minutes) went too.
  it("a fresh import stopped takes back only what it wrote: a file the user added meanwhile is kept and named", async () => {
    const project = mkdtempSync(join(tmpdir(), "stonebench-import-stopped-"));
    try {
      for (const dir of ["problems", "solutions", "cases"]) mkdirSync(join(project, dir));
      const pkg = makePackage(project);
      const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "import", pkg, "--id", "slow"], { env: { ...cleanEnv(), STONEBENCH_ROOT: project }, extendEnv: false, reject: false, detached: true });
      const deadline = Date.now() + 60_000;
      while (!existsSync(join(project, "cases/slow/1-sample.in")) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      writeFileSync(join(project, "cases/slow/mine.in"), "the user's own case\n");
      process.kill(-child.pid!, "SIGINT");
      const stopped = await child;
      expect(stopped.exitCode, String(stopped.stderr)).toBe(130);
      expect(String(stopped.stderr)).toMatch(/nothing was kept but 1 file it did not write \(cases\/slow\/mine\.in\)/);
      expect(readFileSync(join(project, "cases/slow/mine.in"), "utf8")).toBe("the user's own case\n");
      expect(existsSync(join(project, "cases/slow/1-sample.in"))).toBe(false);
      for (const dir of ["problems", "solutions"]) expect(existsSync(join(project, dir, "slow"))).toBe(false);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 120_000);

  it("a fresh import is taken back whole (exit 130, nothing kept); a --force one keeps the files and marks the limit", async () => {
    const project = mkdtempSync(join(tmpdir(), "stonebench-import-stopped-"));
    try {
      for (const dir of ["problems", "solutions", "cases"]) mkdirSync(join(project, dir));
      const pkg = makePackage(project);
      const fresh = await importStopped(project, [pkg, "--id", "slow"]);
      expect(fresh.exitCode, String(fresh.stdout) + String(fresh.stderr)).toBe(130);
      expect(String(fresh.stderr)).toMatch(/stopped while the accepted submissions were timed.*nothing was kept/);
      expect(String(fresh.stderr)).not.toMatch(/\n\s+at /);
      for (const dir of ["problems", "solutions", "cases"]) expect(existsSync(join(project, dir, "slow"))).toBe(false);

      // Imported whole once (a .timelimit: nothing to time), then again with --force and no .timelimit, stopped.
      writeFileSync(join(pkg, ".timelimit"), "2\n");
      const whole = await execa("node", [join(repoRoot, "scripts/launch.cjs"), "import", pkg, "--id", "slow"], { env: { ...cleanEnv(), STONEBENCH_ROOT: project }, extendEnv: false, reject: false });
      expect(whole.exitCode, String(whole.stderr)).toBe(0);
      rmSync(join(pkg, ".timelimit"));
      const forced = await importStopped(project, [pkg, "--id", "slow", "--force"]);
      expect(forced.exitCode, String(forced.stdout) + String(forced.stderr)).toBe(130);
      expect(String(forced.stderr)).toMatch(/timeLimitMs in .*problem\.yaml is a placeholder/);
      const config = readFileSync(join(project, "problems/slow/problem.yaml"), "utf8");
      expect(config).toMatch(/# Not derived: the import was stopped.*\ntimeLimitMs: \d+/);
      expect(existsSync(join(project, "problems/slow/.import-manifest.json"))).toBe(true);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 180_000);

  // A helper's SIGKILL 3 s into a fresh import of an RMRC package left 156 of its 217 files: the next import refused
  // ("already exists") and the judge found no main. The folders are now written under hidden names and renamed in.
  it("killed (SIGKILL) while it writes a fresh problem, it leaves no half problem, and the next import succeeds", async () => {
    const project = mkdtempSync(join(tmpdir(), "stonebench-import-killed-"));
    try {
      for (const dir of ["problems", "solutions", "cases"]) mkdirSync(join(project, dir));
      const pkg = join(project, "manypkg");
      mkdirSync(join(pkg, "data/secret"), { recursive: true });
      mkdirSync(join(pkg, "submissions/accepted"), { recursive: true });
      writeFileSync(join(pkg, "problem.yaml"), "name: Many\n");
      writeFileSync(join(pkg, ".timelimit"), "1\n");
      for (let i = 0; i < 150; i++) {
        writeFileSync(join(pkg, `data/secret/${i}.in`), `${i}\n`);
        writeFileSync(join(pkg, `data/secret/${i}.ans`), `${i}\n`);
      }
      writeFileSync(join(pkg, "submissions/accepted/echo.py"), "print(input())\n");
      const env = { ...cleanEnv(), STONEBENCH_ROOT: project };
      const child = execa("node", [join(repoRoot, "scripts/launch.cjs"), "import", pkg, "--id", "many"], { env, extendEnv: false, reject: false });
      // Killed the moment the import writes anything into the project's three folders.
      const deadline = Date.now() + 60_000;
      const touched = () => ["problems", "solutions", "cases"].some((dir) => readdirSync(join(project, dir)).length > 0);
      while (!touched() && Date.now() < deadline && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 2));
      child.kill("SIGKILL");
      await child;
      const cases = existsSync(join(project, "cases/many")) ? readdirSync(join(project, "cases/many")).length : 0;
      // Either nothing of it is in place, or all of it (had the write finished before the kill).
      if (existsSync(join(project, "problems/many")) || existsSync(join(project, "solutions/many")) || cases > 0) {
        expect(cases).toBe(300);
        expect(existsSync(join(project, "problems/many/problem.yaml"))).toBe(true);
      }
      const again = await execa("node", [join(repoRoot, "scripts/launch.cjs"), "import", pkg, "--id", "many", ...(existsSync(join(project, "problems/many")) ? ["--force"] : [])], { env, extendEnv: false, reject: false });
      expect(again.exitCode, String(again.stderr)).toBe(0);
      expect(readdirSync(join(project, "cases/many")).length).toBe(300);
      // The killed import's hidden staging folders are gone with the next import.
      for (const dir of ["problems", "solutions", "cases"]) expect(readdirSync(join(project, dir))).toEqual(["many"]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 120_000);
});
