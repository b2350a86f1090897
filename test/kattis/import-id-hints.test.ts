import { cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir, makeTempProject, repoRoot, runCommand, writeFiles } from "../authoring/helpers/temp-project";

// When import refuses for the id (a folder name that is not one, a bad --id, a problem or alias that exists), its hint
// is the exact command to run next, and running it works: it said "--id <id>" and "for example: a-b", and its one
// command left a path with a space unquoted.

const PACKAGE = { "problem.yaml": "name: Hints\nlimits:\n  time_limit: 1\n  memory: 256\n  output: 8\n", "data/sample/1.in": "1\n", "data/sample/1.ans": "1\n" };

describe("import's hints about the id are commands that work", { timeout: 120_000 }, () => {
  let project: ReturnType<typeof makeTempProject>;
  let scratch: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    project = makeTempProject();
    scratch = makeTempDir("import-id-hints");
  });
  afterEach(() => {
    project.remove();
    scratch.remove();
  });
  const env = () => ({ STONEBENCH_ROOT: project.root, STONEBENCH_CACHE_DIR: join(scratch.dir, "cache"), NO_COLOR: "1", npm_lifecycle_event: "" });
  const importPackage = (args: string[]) => runCommand("import", args, { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 60_000 });
  const packageAt = (name: string): string => {
    const dir = join(scratch.dir, name);
    writeFiles(dir, PACKAGE);
    return dir;
  };
  // Every `npm run import -- …` in the hint, run as a shell would run it (npm run import is launch.cjs import).
  const commandsIn = (hint: string): string[] => [...hint.matchAll(/npm run import -- (.+?)(?=;| \(|$)/gm)].map((match) => match[1]!);
  const runTyped = (typed: string) => execa("sh", ["-c", `"$0" "$1" import ${typed}`, process.execPath, join(repoRoot, "scripts/launch.cjs")], { env: env(), reject: false, timeout: 60_000 });
  const hintOf = (stderr: string): string => /^hint: (.*)$/m.exec(stderr)?.[1] ?? "";

  it("a folder name that is not an id (a space, capitals): the command, its path quoted, imports it", async () => {
    const dir = packageAt("My Problem");
    const refused = await importPackage([dir]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`The folder name "My Problem" is not a problem id`);
    const [command, ...more] = commandsIn(hintOf(refused.stderr));
    expect(more).toEqual([]);
    expect(command).toBe(`'${dir}' --id my-problem`);
    const done = await runTyped(command!);
    expect(done.exitCode, done.stderr).toBe(0);
    expect(done.stdout).toContain("Imported my-problem");
  });

  it("a folder name of the id's letters in a shape it refuses (a--b) is the folder's fault, not a --id the user never gave", async () => {
    const dir = packageAt("a--b");
    const refused = await importPackage([dir]);
    expect(refused.stderr).toContain(`The folder name "a--b" is not a problem id`);
    expect(refused.stderr).not.toContain("Bad problem id");
    const [command] = commandsIn(hintOf(refused.stderr));
    expect(command).toBe(`${dir} --id a-b`);
    expect((await runTyped(command!)).exitCode).toBe(0);
  });

  it("a bad --id: the command with the nearest free id", async () => {
    const dir = packageAt("hints");
    const refused = await importPackage([dir, "--id", "Bad_Id"]);
    expect(refused.code).toBe(2);
    const [command] = commandsIn(hintOf(refused.stderr));
    expect(command).toBe(`${dir} --id bad-id`);
    expect((await runTyped(command!)).exitCode).toBe(0);
  });

  it("a problem that exists: one command imports under a free id, the other replaces it with --force; both work", async () => {
    const dir = packageAt("hints");
    expect((await importPackage([dir])).code).toBe(0);
    mkdirSync(join(project.root, "problems", "hints-2"), { recursive: true });
    const refused = await importPackage([dir]);
    expect(refused.code).toBe(2);
    const commands = commandsIn(hintOf(refused.stderr));
    // hints-2 is taken too: the id offered is free.
    expect(commands).toEqual([`${dir} --id hints-3`, `${dir} --force`]);
    for (const command of commands) {
      const done = await runTyped(command);
      expect(done.exitCode, `${command}: ${done.stderr}`).toBe(0);
    }
  });

  it("an id that is another problem's alias: the command with a free id", async () => {
    writeFiles(join(project.root, "problems/owner"), { "problem.yaml": "title: Owner\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\naliases: [taken]\n", "statement.md": "# Owner\n" });
    const dir = join(scratch.dir, "taken");
    cpSync(packageAt("source"), dir, { recursive: true });
    const refused = await importPackage([dir]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`"taken" is already an alias of owner`);
    const [command] = commandsIn(hintOf(refused.stderr));
    expect(command).toBe(`${dir} --id taken-2`);
    expect((await runTyped(command!)).exitCode).toBe(0);
  });
});
