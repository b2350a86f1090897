import { afterEach, describe, expect, it } from "vitest";
import { libForNode, targetForNode, typeCheckText } from "../../src/typecheck/type-check";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

// Runs and prints the right answer, but tsc refuses it: AtCoder (TypeScript 5.9) and Kattis would give CE.
const TYPE_ERROR = 'import { readFileSync } from "node:fs";\nconst text: string = readFileSync(0, "utf8");\nconst answer: number = "42";\nprocess.stdout.write(answer ? text : "");\n';

describe("type errors: submit refuses them, judge says so once", () => {
  it("submit refuses a solution with a type error, naming file:line:col, and prints nothing", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": TYPE_ERROR });
    cleanup = project.cleanup;
    const result = await runCommand("submit", ["echo", "--no-verify"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_TYPECHECK: "1" } });
    expect(result.stderr).toContain("solutions/echo/main.ts:3:7: error: Type 'string' is not assignable to type 'number'");
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe("");
  });

  it("submit --js hands the converted text over (no TypeScript reaches the judge)", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": TYPE_ERROR });
    cleanup = project.cleanup;
    const result = await runCommand("submit", ["echo", "--js", "--no-verify"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_TYPECHECK: "1" } });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("42");
  });

  it("judge gives AC (esbuild ignores types) and notes the type error exactly once", { timeout: 180_000 }, async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": TYPE_ERROR });
    cleanup = project.cleanup;
    // The wait for tsc is bounded (2 s); a later result is cached and shown by the next run, so try a few runs.
    let result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_TYPECHECK: "1" } });
    for (let attempt = 0; attempt < 6 && !result.stderr.includes("type error"); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_TYPECHECK: "1" } });
    }
    expect(result.stdout).toContain("1/1 AC");
    expect(result.exitCode).toBe(0);
    expect(result.stderr.match(/type error/g)).toHaveLength(1);
    expect(result.stderr).toContain("solutions/echo/main.ts:3:7");
  });

  it("judge says nothing about types when there is no type error", async () => {
    const project = makeProject(ECHO_PROBLEM);
    cleanup = project.cleanup;
    const result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_TYPECHECK: "1" } });
    expect(result.exitCode).toBe(0);
    expect(result.stderr).not.toContain("type error");
  });

  it("judge of a solution that does not build says its CE once, with no type-error note repeating it", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": 'const x: number = "a";\nlet y = ;\n' });
    cleanup = project.cleanup;
    const result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_TYPECHECK: "1" } });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("main.ts:2:9: error: Unexpected");
    expect(result.stderr).not.toContain("type error");
  });

  it("checks against the lib of the target's Node: String#replaceAll is an error for node12, not for node16", async () => {
    const text = 'const s: string = "a-b".replaceAll("-", "+");\nconsole.log(s);\n';
    expect(libForNode(12)).toBe("es2019");
    expect(libForNode(16)).toBe("es2021");
    expect((await typeCheckText("/t/main.ts", text, 12)).map((error) => `${error.line}:${error.column}`)).toEqual(["1:25"]);
    expect(await typeCheckText("/t/main.ts", text, 16)).toEqual([]);
  }, 60_000);

  it("takes tsc's target from the target's Node: 0n is an error for node12 (es2019 cannot lower it), not for node14 or node20", async () => {
    const text = "const big: bigint = 10n ** 18n;\nconsole.log(String(big));\n";
    expect(targetForNode(12)).toBe("es2019");
    expect(targetForNode(20)).toBe("es2022");
    expect((await typeCheckText("/t/main.ts", text, 12)).map((error) => `${error.line}:${error.column}`)).toEqual(["1:21", "1:28"]);
    expect(await typeCheckText("/t/main.ts", text, 14)).toEqual([]);
    expect(await typeCheckText("/t/main.ts", text, 20)).toEqual([]);
  }, 60_000);

  it("submit of a solution with BigInt literals: handed over for node20, refused for node12 with the ways out", async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": 'import { readFileSync } from "node:fs";\nconst one: bigint = 1n;\nprocess.stdout.write(one === 1n ? readFileSync(0) : "");\n' });
    cleanup = project.cleanup;
    const env = { STONEBENCH_ROOT: project.root, STONEBENCH_TYPECHECK: "1" };
    const newer = await runCommand("submit", ["echo", "--no-verify", "--target", "node20"], { env });
    expect(newer.stderr).not.toContain("error");
    expect(newer.exitCode).toBe(0);
    const older = await runCommand("submit", ["echo", "--no-verify"], { env });
    expect(older.stderr).toContain("(tsc --strict, target es2019, lib es2019 for node12)");
    expect(older.stderr).toContain("solutions/echo/main.ts:2:21: error: BigInt literals are not available");
    expect(older.stderr).toContain("--target node20");
    expect(older.exitCode).toBe(2);
  }, 60_000);
});
