import { afterEach, describe, expect, it } from "vitest";
import { nodeFlags } from "../../src/run/node-flags";
import { ECHO_PROBLEM, judgeJson, makeProject, runCommand } from "../helpers/cli";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

// The usual AtCoder template, and the /proc name of the same thing; a second file proves the sandbox still holds.
const BY_NAME = {
  "solutions/echo/dev-stdin.ts": 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync("/dev/stdin", "utf8"));\n',
  "solutions/echo/proc-fd.ts": 'import * as fs from "node:fs";\nprocess.stdout.write(fs.readFileSync("/proc/self/fd/0", "utf8"));\n',
  "solutions/echo/other-fd.ts": 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync("/etc/hostname", "utf8"));\n',
};

describe("a solution reads its stdin by name under the sandbox", () => {
  it("allows /dev/stdin and /proc/self/fd/0 in the permission flags", () => {
    const flags = nodeFlags({ sandbox: true, readable: ["/x.mjs"], preload: "/p.cjs" });
    expect(flags).toContain("--allow-fs-read=/dev/stdin");
    expect(flags).toContain("--allow-fs-read=/proc/self/fd/0");
  });

  it.each(["dev-stdin.ts", "proc-fd.ts"])("judge: %s gets AC on the case's input", async (file) => {
    const project = makeProject({ ...ECHO_PROBLEM, ...BY_NAME });
    cleanup = project.cleanup;
    const { report, exitCode } = await judgeJson(["echo", "--solution", `${project.root}/solutions/echo/${file}`], { env: { STONEBENCH_ROOT: project.root } });
    expect(report?.cases.map((c) => c.verdict)).toEqual(["AC"]);
    expect(exitCode).toBe(0);
  });

  it("still denies reading any other file", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, ...BY_NAME });
    cleanup = project.cleanup;
    const { report } = await judgeJson(["echo", "--solution", `${project.root}/solutions/echo/other-fd.ts`], { env: { STONEBENCH_ROOT: project.root } });
    expect(report?.cases[0]?.verdict).toBe("RE");
  });

  it("submit hands over a /dev/stdin solution (checked and judged)", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, ...BY_NAME });
    cleanup = project.cleanup;
    const result = await runCommand("submit", ["echo", "--solution", `${project.root}/solutions/echo/dev-stdin.ts`], { env: { STONEBENCH_ROOT: project.root } });
    expect(result.stderr).toContain("1/1 AC");
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('readFileSync("/dev/stdin"');
  });
});
