import { createHash } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeTempDir, makeTempProject, runCommand, snapshot, writeFiles } from "../authoring/helpers/temp-project";

// import --force replaces what the package brings, and never loses a file the user changed since the last import.

const ADD = "const [a, b] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).map(Number);\nprocess.stdout.write(`${a + b}\\n`);\n";
const PACKAGE: Record<string, string> = {
  "problem.yaml": "problem_format_version: 2023-07-draft\nname: Add Two\nlimits:\n  time_limit: 1\n  memory: 256\n",
  "statement/problem.en.md": "# Add Two\n\nPrint a + b.\n",
  "data/secret/1.in": "1 2\n",
  "data/secret/1.ans": "3\n",
  "data/secret/2.in": "5 5\n",
  "data/secret/2.ans": "10\n",
  "submissions/accepted/add.js": ADD,
  "submissions/wrong_answer/sub.js": "const [a, b] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).map(Number);\nprocess.stdout.write(`${a - b}\\n`);\n",
};
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

describe("npm run import --force", { timeout: 180_000 }, () => {
  let project: ReturnType<typeof makeTempProject>;
  let scratch: ReturnType<typeof makeTempDir>;
  let dir: string;
  beforeEach(() => {
    project = makeTempProject();
    scratch = makeTempDir("import-force");
    dir = join(scratch.dir, "addtwo");
    writeFiles(dir, PACKAGE);
  });
  afterEach(() => {
    project.remove();
    scratch.remove();
  });
  const run = (args: string[]) => runCommand("import", args, { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 120_000 });
  const at = (path: string) => join(project.root, path);

  it("records what it wrote, with each file's SHA-256", async () => {
    const first = await run([dir]);
    expect(first.code, first.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(at("problems/addtwo/.import-manifest.json"), "utf8")) as { files: Record<string, string> };
    expect(manifest.files["solutions/addtwo/main.js"]).toBe(sha256(ADD));
    expect(manifest.files["cases/addtwo/1.out"]).toBe(sha256("3\n"));
    // problem.yaml is recorded as it is after the import (with the time limit it wrote).
    expect(manifest.files["problems/addtwo/problem.yaml"]).toBe(sha256(readFileSync(at("problems/addtwo/problem.yaml"))));
  });

  it("keeps an edited solution aside as main.js.mine, names it, and replaces it with the package's", async () => {
    expect((await run([dir])).code).toBe(0);
    appendFileSync(at("solutions/addtwo/main.js"), "// mine\n");
    const mine = readFileSync(at("solutions/addtwo/main.js"));
    const again = await run([dir, "--force"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("kept your version: solutions/addtwo/main.js changed since the last import; it is now solutions/addtwo/main.js.mine, and solutions/addtwo/main.js is the package's");
    expect(readFileSync(at("solutions/addtwo/main.js"), "utf8")).toBe(ADD);
    expect(readFileSync(at("solutions/addtwo/main.js.mine"))).toEqual(mine);
    // Only the edited file: nothing else was set aside.
    expect([...snapshot(project.root).keys()].filter((path) => path.includes(".mine"))).toEqual(["solutions/addtwo/main.js.mine"]);
  });

  // A problem made by npm run new and then replaced by an import --force has no last import: the message said its
  // main had "changed since the last import" (a new user's afternoon).
  it("onto a problem no import wrote, a differing file is kept aside as differing from the package's", async () => {
    writeFiles(project.root, { "problems/addtwo/problem.yaml": "title: Add Two\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n", "problems/addtwo/statement.md": "# Add Two\n", "solutions/addtwo/main.js": "// mine, before any import\n" });
    const forced = await run([dir, "--force"]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain("kept your version: solutions/addtwo/main.js differs from the package's (no import wrote this problem before); it is now solutions/addtwo/main.js.mine");
    expect(forced.stdout).not.toContain("since the last import");
    expect(readFileSync(at("solutions/addtwo/main.js.mine"), "utf8")).toBe("// mine, before any import\n");
  });

  it("replaces without a word what the package changed and the user did not; keeps an edited case and the user's own cases", async () => {
    expect((await run([dir])).code).toBe(0);
    writeFileSync(join(dir, "data/secret/2.ans"), "10\n\n");
    writeFileSync(at("cases/addtwo/1.out"), "3 \n");
    writeFileSync(at("cases/addtwo/9.in"), "4 4\n");
    writeFileSync(at("cases/addtwo/9.out"), "8\n");
    const again = await run([dir, "--force"]);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(at("cases/addtwo/2.out"), "utf8")).toBe("10\n\n");
    expect(existsSync(at("cases/addtwo/2.out.mine"))).toBe(false);
    expect(readFileSync(at("cases/addtwo/1.out.mine"), "utf8")).toBe("3 \n");
    expect(readFileSync(at("cases/addtwo/1.out"), "utf8")).toBe("3\n");
    expect(again.stdout).toContain("kept your version: cases/addtwo/1.out");
    expect(again.stdout).toContain("kept cases that are not in the package: 9");
    expect(readFileSync(at("cases/addtwo/9.out"), "utf8")).toBe("8\n");
  });

  // A helper removed a submission from the package and imported it again with --force: the file the last import
  // wrote stayed, unmentioned, and verify went on judging it.
  it("names the solutions the last import wrote that the package no longer has, and keeps them", async () => {
    expect((await run([dir])).code).toBe(0);
    rmSync(join(dir, "submissions/wrong_answer/sub.js"));
    const again = await run([dir, "--force"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/kept solutions the last import wrote that are not in the package now .*: solutions\/addtwo\/wrong\/sub\.js/);
    expect(existsSync(at("solutions/addtwo/wrong/sub.js"))).toBe(true);
  });

  it("a problem that was never imported: every file it would replace that differs is kept aside", async () => {
    mkdirSync(at("solutions/addtwo"), { recursive: true });
    mkdirSync(at("problems/addtwo"), { recursive: true });
    writeFileSync(at("solutions/addtwo/main.js"), "// by hand\n");
    writeFileSync(at("problems/addtwo/problem.yaml"), "title: Mine\ntimeLimitMs: 500\nmemoryLimitMiB: 64\n");
    const refused = await run([dir]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--force");
    const forced = await run([dir, "--force"]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(readFileSync(at("solutions/addtwo/main.js.mine"), "utf8")).toBe("// by hand\n");
    expect(readFileSync(at("problems/addtwo/problem.yaml.mine"), "utf8")).toBe("title: Mine\ntimeLimitMs: 500\nmemoryLimitMiB: 64\n");
  });

  it("a second edit after a forced import is kept aside again, beside the first (main.js.mine-2)", async () => {
    expect((await run([dir])).code).toBe(0);
    appendFileSync(at("solutions/addtwo/main.js"), "// one\n");
    expect((await run([dir, "--force"])).code).toBe(0);
    appendFileSync(at("solutions/addtwo/main.js"), "// two\n");
    expect((await run([dir, "--force"])).code).toBe(0);
    expect(readFileSync(at("solutions/addtwo/main.js.mine"), "utf8")).toBe(`${ADD}// one\n`);
    expect(readFileSync(at("solutions/addtwo/main.js.mine-2"), "utf8")).toBe(`${ADD}// two\n`);
  });
});
