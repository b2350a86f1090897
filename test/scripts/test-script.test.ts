import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli";

// npm test (scripts/test.sh) runs tsc beside vitest: it must still fail when either fails, whichever ends first, and
// hand its arguments to vitest. Stand-ins for tsc and vitest on PATH say what they were given and exit as told.
const bin = mkdtempSync(join(tmpdir(), "stonebench-test-script-"));
afterAll(() => rmSync(bin, { recursive: true, force: true }));
for (const tool of ["tsc", "vitest"]) {
  writeFileSync(join(bin, tool), `#!/bin/sh\necho "${tool} $*"\nsleep "\${${tool.toUpperCase()}_SLEEP:-0}"\nexit "\${${tool.toUpperCase()}_EXIT:-0}"\n`);
  chmodSync(join(bin, tool), 0o755);
}

async function npmTest(env: Record<string, string>, args: string[] = []) {
  const result = await execa("sh", [join(repoRoot, "scripts", "test.sh"), ...args], { cwd: repoRoot, env: { ...env, PATH: `${bin}:${process.env.PATH}` }, reject: false });
  return { exitCode: result.exitCode, output: `${result.stdout}\n${result.stderr}` };
}

describe("npm test: tsc beside the suite", () => {
  it("passes when both pass, and gives vitest its arguments", async () => {
    const ran = await npmTest({}, ["test/check/compare-output.test.ts"]);
    expect(ran.output).toContain("tsc -p tsconfig.json");
    expect(ran.output).toContain("vitest run test/check/compare-output.test.ts");
    expect(ran.exitCode).toBe(0);
  });

  it.each([
    ["ends first", { TSC_EXIT: "2" }],
    ["ends last", { TSC_EXIT: "2", TSC_SLEEP: "1" }],
  ])("fails when tsc fails, though every test passed (tsc %s)", async (_, env) => {
    const ran = await npmTest(env);
    expect(ran.output).toContain("npm test: tsc -p tsconfig.json failed");
    expect(ran.exitCode).toBe(1);
  });

  it("fails with vitest's code when a test fails and tsc passes", async () => {
    const ran = await npmTest({ VITEST_EXIT: "1", TSC_SLEEP: "1" });
    expect(ran.output).not.toContain("tsc -p tsconfig.json failed");
    expect(ran.exitCode).toBe(1);
  });
});
