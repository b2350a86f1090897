import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, snapshot, tempProjectPerTest } from "./helpers/temp-project";

describe("an alias another problem owns is refused, naming the owner", () => {
  const project = tempProjectPerTest();
  const run = (command: string, args: string[]) => runCommand(command, args, { root: project.root, cacheDir: project.cacheDir });

  it("new --alias refuses an alias of another problem and writes nothing", async () => {
    expect((await run("new", ["hdu1527", "--alias", "wythoff"])).code).toBe(0);
    const before = snapshot(project.root);
    const result = await run("new", ["my-wythoff", "--alias", "wythoff"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('The alias "wythoff" is already an alias of hdu1527');
    expect(result.stderr).not.toContain("    at ");
    expect(snapshot(project.root)).toEqual(before);
  });

  it("new --alias refuses another problem's id as an alias", async () => {
    expect((await run("new", ["hdu1527"])).code).toBe(0);
    const result = await run("new", ["my-wythoff", "--alias", "hdu1527"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('The alias "hdu1527" is the id of hdu1527');
  });

  it("import refuses a package whose problem.yaml claims an alias another problem owns", async () => {
    expect((await run("new", ["hdu1527", "--alias", "wythoff"])).code).toBe(0);
    const pkg = join(project.root, "..", "pkg");
    mkdirSync(join(pkg, ".stonebench"), { recursive: true });
    mkdirSync(join(pkg, "data", "secret"), { recursive: true });
    writeFileSync(join(pkg, "problem.yaml"), "name: Copy\n");
    writeFileSync(join(pkg, ".stonebench", "problem.yaml"), "title: Copy\naliases: [wythoff]\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n");
    writeFileSync(join(pkg, "data", "secret", "1.in"), "1\n");
    writeFileSync(join(pkg, "data", "secret", "1.ans"), "1\n");
    const before = snapshot(project.root);
    const result = await run("import", [pkg, "--id", "copy"]);
    expect(result.stderr).toContain('The alias "wythoff" is already an alias of hdu1527');
    expect(result.code).toBe(2);
    expect(snapshot(project.root)).toEqual(before);
  });
});
