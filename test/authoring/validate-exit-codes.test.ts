import { describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

// validate's exit code tells a script whose fault it is: 1 an input breaks the constraints, 2 the validator itself
// broke (the problem author's tool to fix). A validator that throws a TypeError has judged nothing.
const VALIDATOR = [
  'import { InputError } from "../../src/problem-kit/input-reader";',
  "export function parseInput(reader: { readLine(what: string): string }) {",
  '  const text = reader.readLine("the line");',
  '  if (text === "crash") throw new TypeError("oops, a bug in the validator");',
  '  if (text !== "1") throw new InputError(1, `expected 1, got ${text}`);',
  "  return [text];",
  "}",
  "",
].join("\n");

function project(inputs: Record<string, string>) {
  const files: Record<string, string> = { ...ECHO_PROBLEM, "problems/echo/validate.ts": VALIDATOR };
  for (const [name, text] of Object.entries(inputs)) files[`cases/echo/${name}`] = text;
  return makeProject(files);
}

describe("validate's exit codes", () => {
  it("every input valid: 0; an invalid input: 1, with its line", async () => {
    const good = project({});
    const bad = project({ "2.in": "7\n", "2.out": "7\n" });
    try {
      expect((await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: good.root } })).exitCode).toBe(0);
      const result = await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: bad.root } });
      expect(result.stdout).toMatch(/✗ cases\/echo\/2\.in:1: expected 1, got 7/);
      expect(result.exitCode).toBe(1);
    } finally {
      good.cleanup();
      bad.cleanup();
    }
  });

  it("a validator that throws a bug on an input is exit 2 naming it, even beside an invalid input", async () => {
    const broken = project({ "2.in": "crash\n", "2.out": "crash\n", "3.in": "7\n", "3.out": "7\n" });
    try {
      const result = await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: broken.root } });
      expect(result.stdout).toMatch(/The validator problems\/echo\/validate\.ts failed on cases\/echo\/2\.in: .*oops, a bug in the validator/);
      expect(result.stdout).toMatch(/cases\/echo\/3\.in:1: expected 1, got 7/);
      expect(result.exitCode).toBe(2);
    } finally {
      broken.cleanup();
    }
  });

  it("--in: an invalid input is exit 1 with its line, a broken validator exit 2", async () => {
    const scratch = project({ "x.txt": "7\n", "y.txt": "crash\n" });
    try {
      const env = { STONEBENCH_ROOT: scratch.root };
      const invalid = await runCommand("validate", ["echo", "--in", `${scratch.root}/cases/echo/x.txt`], { env });
      expect(invalid.stderr).toMatch(/x\.txt:1: expected 1, got 7/);
      expect(invalid.exitCode).toBe(1);
      const broken = await runCommand("validate", ["echo", "--in", `${scratch.root}/cases/echo/y.txt`], { env });
      expect(broken.stderr).toMatch(/oops, a bug in the validator/);
      expect(broken.exitCode).toBe(2);
    } finally {
      scratch.cleanup();
    }
  });

  // A new problem (npm run new) has no case yet: every problem's sweep said "✗ … No cases" and exited 2, as if a
  // validator had broken. It is a "?" now, as a problem without a validator is; named alone, it is still refused.
  it("a problem with no case yet is a '?' in the sweep, not exit 2", async () => {
    const fresh = makeProject({ ...ECHO_PROBLEM, "problems/echo/validate.ts": VALIDATOR, "problems/fresh/problem.yaml": "title: Fresh\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n", "problems/fresh/statement.md": "# Fresh\n", "solutions/fresh/main.ts": "\n" });
    try {
      const sweep = await runCommand("validate", [], { env: { STONEBENCH_ROOT: fresh.root } });
      expect(sweep.stdout).toMatch(/^\? fresh: no cases yet; add one: npm run case -- fresh --in <file>$/m);
      expect(sweep.stdout).toMatch(/✓ echo: 1 input valid/);
      expect(sweep.exitCode).toBe(0);
      const named = await runCommand("validate", ["fresh"], { env: { STONEBENCH_ROOT: fresh.root } });
      expect(named.exitCode).toBe(2);
    } finally {
      fresh.cleanup();
    }
  });
});
