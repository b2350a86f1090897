import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findCases } from "../../src/problem/find-cases";
import { ECHO_PROBLEM, judgeJson, makeProject, runCommand } from "../helpers/cli";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function project(files: Record<string, string>) {
  const made = makeProject({ ...ECHO_PROBLEM, ...files });
  cleanup = made.cleanup;
  return made.root;
}

describe("cases without .out, .ans answers, BOMs, empty expected outputs", () => {
  it("judges a .in without .out: verdict NO, its output shown, exit 0 when every other case is AC", async () => {
    const root = project({ "cases/echo/2.in": "try this\n" });
    const result = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: root } });
    expect(result.stdout).toMatch(/\n\s+2\s+NO /);
    expect(result.stdout).toContain("no expected output");
    expect(result.stdout).toMatch(/output \(9 bytes\):\n\s+│ try this/);
    expect(result.stdout).toMatch(/echo {2}1\/2 AC {2}1 without expected output/);
    expect(result.exitCode).toBe(0);
  });

  it("a NO case does not hide a real failure: exit 1 when another case is WA", async () => {
    const root = project({ "cases/echo/2.in": "x\n", "cases/echo/3.in": "3\n", "cases/echo/3.out": "4\n" });
    const { report, exitCode } = await judgeJson(["echo"], { env: { STONEBENCH_ROOT: root } });
    expect(report?.cases.map((c) => c.verdict)).toEqual(["AC", "NO", "WA"]);
    expect(exitCode).toBe(1);
  });

  it("takes <name>.ans as the expected output, as Kattis packages name it", async () => {
    const root = project({ "data/1.in": "5\n", "data/1.ans": "5\n", "data/2.in": "6\n", "data/2.ans": "7\n" });
    expect(findCases(join(root, "data"), { problemId: "echo" }).map((c) => c.answerPath.slice(-5))).toEqual(["1.ans", "2.ans"]);
    const { report } = await judgeJson(["echo", "--cases", join(root, "data")], { env: { STONEBENCH_ROOT: root } });
    expect(report?.cases.map((c) => c.verdict)).toEqual(["AC", "WA"]);
  });

  it("names a BOM in the expected output as <BOM>, never as an invisible character", async () => {
    const root = project({});
    writeFileSync(join(root, "cases/echo/1.out"), "\uFEFF1\n");
    const { report } = await judgeJson(["echo"], { env: { STONEBENCH_ROOT: root } });
    expect(report?.cases[0]?.verdict).not.toBe("AC");
    expect(report?.cases[0]?.message).toContain("<BOM>");
    expect(report?.cases[0]?.message).not.toContain("\uFEFF");
    const text = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: root } });
    expect(text.stdout).toContain("<BOM>");
    expect(text.stdout).not.toContain("\uFEFF");
  });

  it("case --out refuses an empty expected output unless --allow-empty", async () => {
    const root = project({ "in.txt": "7\n", "empty.txt": "" });
    const refused = await runCommand("case", ["echo", "--in", join(root, "in.txt"), "--out", join(root, "empty.txt"), "--name", "07"], { env: { STONEBENCH_ROOT: root } });
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain("--allow-empty");
    const allowed = await runCommand("case", ["echo", "--in", join(root, "in.txt"), "--out", join(root, "empty.txt"), "--name", "07", "--allow-empty"], { env: { STONEBENCH_ROOT: root } });
    expect(allowed.exitCode).toBe(0);
  });

  // A new setter's cases folder: 05.in whose .out is not written yet, and 06 with a .out and a Kattis-style .ans.
  const VALIDATOR = 'import type { InputReader } from "../../src/problem-kit/input-reader";\nexport function parseInput(reader: InputReader): number[] {\n  const n = reader.readInt(1, 9, "n");\n  reader.expectEnd("n");\n  return [n];\n}\n';

  it("validate checks every input, one whose .out is not written yet too", async () => {
    // Before: "✗ echo: cases/echo/2.in: no matching .out file", exit 2, and no input was validated (3.in's 12 neither).
    const root = project({ "problems/echo/validate.ts": VALIDATOR, "cases/echo/2.in": "5\n", "cases/echo/3.in": "12\n", "cases/echo/3.out": "12\n" });
    const result = await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: root } });
    expect(result.stdout + result.stderr).not.toMatch(/no matching \.out/);
    expect(result.stdout).toMatch(/3\.in:1: .*12/);
    expect(result.exitCode).toBe(1);
  });

  it("a case with both .out and .ans that differ is refused, naming both; the same bytes are fine", async () => {
    const root = project({ "cases/echo/2.in": "2\n", "cases/echo/2.out": "2\n", "cases/echo/2.ans": "3\n" });
    const refused = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: root } });
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/error: cases\/echo\/2\.out and cases\/echo\/2\.ans are both there and differ.*\nhint: delete the one that is wrong/);
    writeFileSync(join(root, "cases/echo/2.ans"), "2\n");
    const same = await runCommand("judge", ["echo"], { env: { STONEBENCH_ROOT: root } });
    expect(same.exitCode, same.stderr).toBe(0);
  });
});
