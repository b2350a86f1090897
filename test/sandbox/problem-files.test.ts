import { execFileSync } from "node:child_process";
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { ECHO_PROBLEM, judgeJson, makeProject, runCommand } from "../helpers/cli";

// What a problem folder can do to the judge: a FIFO for a case, limits past any sane range, a checker or tool that
// bundles files from outside its folder.
describe("problem files that could hang or rob the judge", () => {
  it("a FIFO as a case's .in is exit 2 naming it, at once, without opening it for reading", async () => {
    const project = makeProject(ECHO_PROBLEM);
    try {
      execFileSync("mkfifo", [`${project.root}/cases/echo/2.in`]);
      execFileSync("cp", [`${project.root}/cases/echo/1.out`, `${project.root}/cases/echo/2.out`]);
      const started = performance.now();
      const result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root }, timeoutMs: 30_000 });
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toMatch(/cases\/echo\/2\.in is not a regular file/);
      expect(performance.now() - started).toBeLessThan(20_000);
    } finally {
      project.cleanup();
    }
  });

  it("an outputLimitMiB of 1e300 in problem.yaml is exit 2, not the solution's WA", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\noutputLimitMiB: 1e300\n" });
    try {
      const result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toMatch(/"outputLimitMiB" must be at most 65536 MiB/);
    } finally {
      project.cleanup();
    }
  });

  it("--tl past the same range is exit 2", async () => {
    const result = await runCommand("judge", ["hdu2516", "--tl", "99999999"]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/--tl to be at most 600000/);
  });

  it.each([
    ["an absolute path", 'import secret from "/etc/hostname" with { type: "text" };', "/etc/hostname"],
    ["a path out of the project", 'import secret from "../../../../etc/hostname" with { type: "text" };', "../../../../etc/hostname"],
    ["a file of the project outside the problem", 'import secret from "../../secret.txt" with { type: "text" };', "../../secret.txt"],
    ["a package", 'import secret from "yaml";', "yaml"],
    // esbuild expands a template-literal import itself, asking no plugin: the bundle's file list is checked too.
    ["a glob import out of the problem", 'const name = "secret";\nconst { default: secret } = await import(`../../${name}.txt`, { with: { type: "text" } });', "secret.txt"],
    ["a glob require out of the problem", 'const name = "secret";\nconst secret = require(`../../${name}.txt`);', "secret.txt"],
  ])("a checker importing %s is CE naming the import, and no case runs", async (_what, line, named) => {
    const checker = `${line}\nimport { readFileSync } from "node:fs";\nconsole.log(String(secret).length, readFileSync(process.argv[2]!, "utf8").length);\n`;
    const project = makeProject({ ...ECHO_PROBLEM, "problems/echo/problem.yaml": "title: Echo\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: custom\n", "problems/echo/checker.ts": checker, "secret.txt": "a secret\n" });
    try {
      const { report } = await judgeJson(["echo"], { env: { STONEBENCH_ROOT: project.root } });
      expect(report?.summary.verdict).toBe("CE");
      expect(report?.summary.message).toContain(`imports "${named}"`);
      expect(report?.cases).toEqual([]);
    } finally {
      project.cleanup();
    }
  });

  it("a validator reaching outside through a glob import in a symlinked folder is a clear error, and the secret is not shown", async () => {
    const project = makeProject({
      ...ECHO_PROBLEM,
      "secret/key.txt": "THE-SECRET-KEY\n",
      "problems/echo/validate.ts": 'export async function parseInput() {\n  const name = "key";\n  return [(await import(`./link/${name}.txt`, { with: { type: "text" } })).default];\n}\n',
    });
    symlinkSync(join(project.root, "secret"), join(project.root, "problems/echo/link"));
    try {
      const result = await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
      // A validator that does not build is the tool's fault: exit 2, as for any broken validator.
      expect(result.exitCode).toBe(2);
      expect(result.stdout + result.stderr).toMatch(/The validator problems\/echo\/validate\.ts imports "secret\/key\.txt"/);
      expect(result.stdout + result.stderr).not.toContain("THE-SECRET-KEY");
    } finally {
      project.cleanup();
    }
  });

  it("a validator importing a file outside its problem is a clear error naming the import", async () => {
    const project = makeProject({
      ...ECHO_PROBLEM,
      "problems/echo/validate.ts": 'import secret from "/etc/hostname" with { type: "text" };\nexport const parseInput = () => [secret];\n',
    });
    try {
      const result = await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
      // validate reports each problem on its own line and fails the run (exit 2), as it does for any broken validator.
      expect(result.exitCode).toBe(2);
      expect(result.stdout + result.stderr).toMatch(/The validator problems\/echo\/validate\.ts imports "\/etc\/hostname"/);
    } finally {
      project.cleanup();
    }
  });
});
