import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeProject, runCommand } from "../helpers/cli";

// Issue 25, item 1: make-cases fell back to main.ts where brute.ts could not reach and there was no second method,
// recorded nothing, and verify stayed green with a wrong .out. Here main.ts prints best + 1 when n > 1000.
const BIG_N = 200_000;
const project = () =>
  makeProject({
    "problems/maxsub/problem.yaml": "title: Largest sum of a block\ntimeLimitMs: 2000\nmemoryLimitMiB: 64\nchecker: tokens\n",
    "problems/maxsub/statement.md": `# Largest sum of a block\n\n${"Given n integers, print the largest sum of a non-empty block of consecutive ones. ".repeat(4)}\n`,
    "problems/maxsub/validate.ts": [
      "export function parseInput(reader: { readInt(min: number, max: number, what: string): number; expectEnd(what: string): void }): number[][] {",
      "  const n = reader.readInt(1, 200000, 'n');",
      "  const values: number[] = [];",
      "  for (let i = 0; i < n; i++) values.push(reader.readInt(-1000000000, 1000000000, 'a'));",
      "  reader.expectEnd('the numbers');",
      "  return [values];",
      "}",
    ].join("\n"),
    "problems/maxsub/gen.ts": [
      "export const generator = {",
      "  random: (rng: { int(a: number, b: number): number }) => Array.from({ length: rng.int(1, 8) }, () => rng.int(-9, 9)),",
      "  format: (instances: number[][]) => `${instances[0]!.length}\\n${instances[0]!.join(' ')}\\n`,",
      "  shrink: () => [],",
      "  bruteCanSolve: (values: number[]) => values.length <= 1000,",
      "  maxInstancesPerFile: 1,",
      "};",
    ].join("\n"),
    "problems/maxsub/cases.ts": [
      "export const caseRecipes = [",
      "  { name: '01-small', input: '5\\n-2 3 -1 4 -9\\n' },",
      `  { name: '02-big', input: \`${BIG_N}\\n\${Array.from({ length: ${BIG_N} }, () => '1000000000').join(' ')}\\n\` },`,
      "];",
    ].join("\n"),
    // Kadane's algorithm, with the planted mistake: one too many once n passes 1000.
    "solutions/maxsub/main.ts": [
      'import { readFileSync } from "node:fs";',
      'const [n, ...a] = readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);',
      "let best = -Infinity;",
      "let here = 0;",
      "for (const x of a) { here = Math.max(x, here + x); best = Math.max(best, here); }",
      "process.stdout.write(`${n! > 1000 ? best + 1 : best}\\n`);",
    ].join("\n"),
    // Every block, summed: quadratic, so only for n ≤ 1000.
    "solutions/maxsub/brute.ts": [
      'import { readFileSync } from "node:fs";',
      'const [n, ...a] = readFileSync(0, "utf8").split(/\\s+/).filter(Boolean).map(Number);',
      "let best = -Infinity;",
      "for (let i = 0; i < n!; i++) { let sum = 0; for (let j = i; j < n!; j++) { sum += a[j]!; best = Math.max(best, sum); } }",
      "process.stdout.write(`${best}\\n`);",
    ].join("\n"),
  });

describe("expected outputs from main.ts: refused unless asked for, recorded, and failed by verify unless declared", () => {
  it("reproduces issue 25's scenario: make-cases refuses the big case, --oracle main records it, verify fails on it", async () => {
    const { root, cleanup } = project();
    const env = { STONEBENCH_ROOT: root };
    try {
      const refused = await runCommand("make-cases", ["maxsub"], { env, timeoutMs: 240_000 });
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr).toMatch(/case recipe 02-big: No independent oracle can answer this input: some instance is beyond brute\.ts's reach, and there is no solutions\/maxsub\/second-method\.ts/);
      expect(refused.stderr).toMatch(/--oracle main/);
      // The small case was made from brute.ts, and the manifest says so, before the big one stopped the command.
      const firstManifest = JSON.parse(readFileSync(join(root, "cases/maxsub/manifest.json"), "utf8"));
      expect(firstManifest.cases["01-small"].oracle).toBe("brute");
      expect(firstManifest.cases["02-big"]).toBeUndefined();

      const taken = await runCommand("make-cases", ["maxsub", "--oracle", "main"], { env, timeoutMs: 240_000 });
      expect(taken.exitCode).toBe(0);
      expect(readFileSync(join(root, "cases/maxsub/02-big.out"), "utf8")).toBe(`${BIG_N * 1e9 + 1}\n`);
      const manifest = JSON.parse(readFileSync(join(root, "cases/maxsub/manifest.json"), "utf8"));
      expect(manifest.cases["02-big"].oracle).toBe("main");
      // The small case's files did not change, so they keep the oracle that made them.
      expect(manifest.cases["01-small"].oracle).toBe("brute");

      const verified = await runCommand("verify", ["maxsub"], { env, timeoutMs: 240_000 });
      expect(verified.stdout).toMatch(/✓ main\.ts: AC on 2\/2 cases/);
      expect(verified.stdout).toMatch(/✗ expected outputs: 1 from brute\.ts, 1 from main\.ts/);
      expect(verified.stdout).toMatch(/maxsub: 1 expected output \(02-big\) came from main\.ts itself, which proves nothing about main\.ts/);
      expect(verified.exitCode).toBe(1);

      // Declared in problem.yaml, the same outputs stand, with a warning that says why.
      const yamlPath = join(root, "problems/maxsub/problem.yaml");
      writeFileSync(yamlPath, `${readFileSync(yamlPath, "utf8")}acceptMainOutputs: "checked by hand against a spreadsheet"\n`);
      const declared = await runCommand("verify", ["maxsub"], { env, timeoutMs: 240_000 });
      expect(declared.stdout).toMatch(/warning: maxsub: 1 expected output \(02-big\) came from main\.ts itself; accepted because problem\.yaml says: checked by hand against a spreadsheet/);
      expect(declared.exitCode).toBe(0);
    } finally {
      cleanup();
    }
  }, 600_000);

  it("a .out changed after make-cases wrote it is no longer the oracle's, and verify says which file and how to fix it", async () => {
    const { root, cleanup } = project();
    const env = { STONEBENCH_ROOT: root };
    try {
      writeFileSync(join(root, "problems/maxsub/cases.ts"), "export const caseRecipes = [{ name: '01-small', input: '5\\n-2 3 -1 4 -9\\n' }];\n");
      expect((await runCommand("make-cases", ["maxsub"], { env, timeoutMs: 240_000 })).exitCode).toBe(0);
      expect(readFileSync(join(root, "cases/maxsub/01-small.out"), "utf8")).toBe("6\n");
      writeFileSync(join(root, "cases/maxsub/01-small.out"), "6 \n");
      const verified = await runCommand("verify", ["maxsub"], { env, timeoutMs: 240_000 });
      expect(verified.stdout).toMatch(/cases\/maxsub\/01-small\.out \(the expected output of 01-small\) is not the file make-cases recorded from brute\.ts/);
      expect(verified.exitCode).toBe(1);
    } finally {
      cleanup();
    }
  }, 600_000);

  it("without gen.ts, brute's reach is unknown: make-cases names what is missing, and --oracle brute takes its output", async () => {
    // Before, a Polygon-style problem (a generator program, no gen.ts) could never use its brute force: --oracle brute
    // was refused, and the message said "without validate.ts and gen.ts" though validate.ts was there.
    const { root, cleanup } = project();
    const env = { STONEBENCH_ROOT: root };
    try {
      rmSync(join(root, "problems/maxsub/gen.ts"));
      writeFileSync(join(root, "problems/maxsub/cases.ts"), "export const caseRecipes = [{ name: '01-small', input: '5\\n-2 3 -1 4 -9\\n' }];\n");
      const refused = await runCommand("make-cases", ["maxsub"], { env, timeoutMs: 60_000 });
      expect(refused.stderr).toMatch(/without gen\.ts in problems\/maxsub\/, brute\.ts's reach is unknown/);
      expect(refused.stderr).toMatch(/take brute\.ts's output with --oracle brute/);
      expect(refused.exitCode).toBe(2);
      const taken = await runCommand("make-cases", ["maxsub", "--oracle", "brute"], { env, timeoutMs: 60_000 });
      expect(taken.exitCode).toBe(0);
      expect(readFileSync(join(root, "cases/maxsub/01-small.out"), "utf8")).toBe("6\n");
      expect(JSON.parse(readFileSync(join(root, "cases/maxsub/manifest.json"), "utf8")).cases["01-small"].oracle).toBe("brute");
    } finally {
      cleanup();
    }
  }, 120_000);
});
