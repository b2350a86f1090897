import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "./helpers/temp-project";

// A validator's own bug (not an InputError) was "failed on x.in: TypeError: Cannot read properties of undefined
// (reading 'toString')" with no word of where: its author had to guess the line of validate.ts. The host now sends the
// frames and the judge maps them through the bundle's inline map to the tool's own line and column.

const VALIDATOR = [
  'import type { InputReader } from "../../src/problem-kit/input-reader";',
  "export function parseInput(reader: InputReader): number[][] {",
  '  const n = reader.readInt(1, 9, "n");',
  "  const values: number[] = [];",
  "  for (let i = 0; i < n; i++) values.push(reader.readInt(0, 9, \"a\"));",
  "  const last = (values as unknown as Record<number, { size: number }>)[n + 3]!.size;",
  "  return [[last]];",
  "}",
  "",
].join("\n");

describe("a problem tool that throws names its own line", () => {
  const project = tempProjectPerTest();
  it("validate: the validator's line and column, after its message", async () => {
    writeFiles(project.root, {
      "problems/bug/problem.yaml": "title: Bug\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n",
      "problems/bug/statement.md": "# Bug\n",
      "problems/bug/validate.ts": VALIDATOR,
      "in.txt": "2\n1 2\n",
    });
    const result = await runCommand("validate", ["bug", "--in", `${project.root}/in.txt`], project);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/failed on .*in\.txt: TypeError: Cannot read properties of undefined \(reading 'size'\) \(at problems\/bug\/validate\.ts:6:\d+\)\n/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it("stress: a gen.ts whose random() throws is named at its line", async () => {
    writeFiles(project.root, {
      "problems/bug/problem.yaml": "title: Bug\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n",
      "problems/bug/statement.md": "# Bug\n",
      "problems/bug/validate.ts": VALIDATOR.replace(/  const last[^\n]*\n  return \[\[last\]\];/, "  return [values];"),
      "problems/bug/gen.ts": [
        'import type { ProblemGenerator } from "../../src/problem-kit/generator";',
        "export const generator: ProblemGenerator<number[]> = {",
        "  random(rng) {",
        "    const size = rng.int(1, 3);",
        "    return (null as unknown as { make(n: number): number[] }).make(size);",
        "  },",
        '  format: (instances) => instances.map((values) => `${values.length} ${values.join(" ")}\\n`).join(""),',
        "  shrink: () => [],",
        "  bruteCanSolve: () => true,",
        "};",
        "",
      ].join("\n"),
      "solutions/bug/main.ts": 'process.stdout.write("0\\n");\n',
      "solutions/bug/brute.ts": 'process.stdout.write("0\\n");\n',
    });
    const result = await runCommand("stress", ["bug", "--count", "5"], { ...project, timeoutMs: 120_000 });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/TypeError: Cannot read properties of null \(reading 'make'\) \(at problems\/bug\/gen\.ts:5:\d+\)/);
  }, 150_000);
});
