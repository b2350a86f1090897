import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { moduleTypeWarning } from "../../src/submit/write-submission";
import { parseNodeTarget } from "../../src/submit/node-target";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe("handing the text over", () => {
  it("refuses stdout that is not a terminal under npm run without -s, since npm's banner would land in the file", async () => {
    const project = makeProject(ECHO_PROBLEM);
    cleanup = project.cleanup;
    const env = { STONEBENCH_ROOT: project.root, npm_lifecycle_event: "submit", npm_config_loglevel: "notice" };
    const result = await runCommand("submit", ["echo", "--js", "--no-verify"], { env });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("npm run -s submit");
    expect(result.stdout).toBe("");
    const silent = await runCommand("submit", ["echo", "--js", "--no-verify"], { env: { ...env, npm_config_loglevel: "silent" } });
    expect(silent.exitCode).toBe(0);
    expect(silent.stdout).toContain("readFileSync");
  });

  it('warns when --out writes CommonJS as .js inside a "type": "module" package, and not as .cjs or outside one', () => {
    const dir = mkdtempSync(join(tmpdir(), "stonebench-module-"));
    try {
      writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
      expect(moduleTypeWarning(join(dir, "Main.js"), true)).toMatch(/"type": "module".*Main\.cjs/);
      expect(moduleTypeWarning(join(dir, "Main.cjs"), true)).toBeUndefined();
      writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "commonjs" }));
      expect(moduleTypeWarning(join(dir, "Main.js"), true)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prints that warning from submit --js --out Main.js in this package", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "package.json": '{ "type": "module" }\n' });
    cleanup = project.cleanup;
    const out = join(project.root, "Main.js");
    const result = await runCommand("submit", ["echo", "--js", "--no-verify", "--out", out], { env: { STONEBENCH_ROOT: project.root } });
    expect(result.exitCode).toBe(0);
    expect(readFileSync(out, "utf8")).toContain("require(");
    expect(result.stderr).toContain("Main.cjs");
  });

  it("refuses an unknown --target with the known list", async () => {
    expect(() => parseNodeTarget("node99")).toThrow(/Unknown --target node99: known targets are node8 to node24/);
    const result = await runCommand("submit", ["hdu2516", "--target", "node99", "--no-verify"]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("known targets are node8 to node24");
  });
});
