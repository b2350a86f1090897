import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { permissionFlag } from "../../src/run/node-flags";
import { ECHO_PROBLEM, judgeJson, makeProject, repoRoot, runCommand } from "../helpers/cli";

// A judged solution's preload answered Module._stat and Module._readPackage as for a missing path unless it may read
// it, but the judging tools did not load it: a validate.ts (a package's JavaScript validator alike), a checker.ts or an
// interactor could still learn which host files exist and read any package.json in full. Every sandboxed Node tool
// now loads src/run/path-guard.cjs first.
// Under the tool's root, which the box shows read-only (its own tmp is private): a place the probe could reach.
mkdirSync(join(repoRoot, "node_modules", ".cache"), { recursive: true });
const dir = mkdtempSync(join(repoRoot, "node_modules", ".cache", "stonebench-tool-probes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secret = join(dir, "secret.txt");
writeFileSync(secret, "SECRET\n");
const secretPackage = join(dir, "pkg");
mkdirSync(secretPackage);
writeFileSync(join(secretPackage, "package.json"), JSON.stringify({ name: "SECRET-PACKAGE", main: "SECRET-MAIN" }));

// What a tool learns: "seen" when the guard let a probe through, else "hidden".
const PROBE = [
  'import Module from "node:module";',
  "const resolver = Module as unknown as { _stat(path: string): number; _readPackage(path: string): { name?: string } | false };",
  `const seen = resolver._stat(${JSON.stringify(secret)}) !== -2 || JSON.stringify(resolver._readPackage(${JSON.stringify(secretPackage)}) || {}).includes("SECRET");`,
].join("\n");

describe.skipIf(!permissionFlag())("path probes from the judging tools", () => {
  it("a validate.ts in the tool host sees a file it may not read as missing", async () => {
    const validator = `${PROBE}\nexport function parseInput(): unknown[] {\n  if (seen) throw new Error("LEAK: the probe saw the file");\n  return [1];\n}\n`;
    const project = makeProject({ ...ECHO_PROBLEM, "problems/echo/validate.ts": validator });
    try {
      const result = await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: project.root }, timeoutMs: 60_000 });
      expect(result.stdout + result.stderr).not.toMatch(/LEAK/);
      expect(result.stdout).toMatch(/✓ echo: 1 input valid/);
      expect(result.exitCode).toBe(0);
    } finally {
      project.cleanup();
    }
  }, 90_000);

  it("a checker.ts sees a file it may not read as missing", async () => {
    const checker = [
      PROBE,
      'import { writeFileSync } from "node:fs";',
      "const feedbackDir = process.argv[4]!;",
      'writeFileSync(`${feedbackDir}/judgemessage.txt`, seen ? "LEAK: the probe saw the file" : "hidden");',
      "process.exitCode = seen ? 43 : 42;",
    ].join("\n");
    const project = makeProject({ ...ECHO_PROBLEM, "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: custom\n", "problems/echo/checker.ts": checker });
    try {
      const result = await judgeJson(["echo"], { env: { STONEBENCH_ROOT: project.root } });
      expect(result.report?.cases[0], result.stderr).toMatchObject({ verdict: "AC", message: "hidden" });
    } finally {
      project.cleanup();
    }
  }, 90_000);
});
