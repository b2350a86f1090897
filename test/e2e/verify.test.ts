import { cpSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, repoRoot, runCommand } from "../helpers/cli";

describe("npm run verify", () => {
  it("verifies a problem kept outside the repository (STONEBENCH_ROOT), whose tools import the workbench's helpers", async () => {
    const project = makeProject({});
    try {
      // hdu1846: the smallest problem (its wrong solutions die on the first cases); the tools import ../../src/problem-kit.
      for (const dir of ["problems", "solutions", "cases"]) cpSync(join(repoRoot, dir, "hdu1846"), join(project.root, dir, "hdu1846"), { recursive: true });
      const { exitCode, stdout } = await runCommand("verify", ["hdu1846"], { env: { STONEBENCH_ROOT: project.root }, timeoutMs: 300_000 });
      expect(stdout).toMatch(/^verified: 1 problem, \d+ checks$/m);
      expect(stdout).toMatch(/expected outputs: \d+ from brute\.ts/);
      expect(exitCode).toBe(0);
    } finally {
      project.cleanup();
    }
  }, 300_000);

  const validator = [
    'import type { InputReader } from "../../src/problem-kit/input-reader";',
    "export function parseInput(reader: InputReader): number[] {",
    "  const out = [reader.readInt(0, 100, 'n')];",
    "  reader.expectEnd('n');",
    "  return out;",
    "}",
  ].join("\n");
  const complete = {
    ...ECHO_PROBLEM,
    "problems/echo/statement.md": `# Echo\n\n${"Print the number you are given. ".repeat(10)}\n`,
    "problems/echo/validate.ts": validator,
  };

  it("reports a wrong solution that passes every case as a weak test set, naming problem and solution", async () => {
    const project = makeProject({ ...complete, "solutions/echo/wrong/off-by-one.ts": '// expect: WA (adds one, but only above 50)\nimport { readFileSync } from "node:fs";\nconst n = Number(readFileSync(0, "utf8"));\nprocess.stdout.write(`${n > 50 ? n + 1 : n}\\n`);\n' });
    try {
      const { exitCode, stdout } = await runCommand("verify", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
      expect(exitCode).toBe(1);
      expect(stdout).toMatch(/echo wrong\/off-by-one\.ts: weak test set: expected WA, but it passes every case/);
    } finally {
      project.cleanup();
    }
  });

  it("judges an AC-labelled solution on every case: one failing case 3 of 4 fails verify, and the count says 4", async () => {
    const project = makeProject({
      ...complete,
      "cases/echo/2.in": "2\n",
      "cases/echo/2.out": "2\n",
      "cases/echo/3.in": "3\n",
      "cases/echo/3.out": "3\n",
      "cases/echo/4.in": "4\n",
      "cases/echo/4.out": "4\n",
      "solutions/echo/wrong/fails-on-three.ts": '// expect: AC\nimport { readFileSync } from "node:fs";\nconst n = Number(readFileSync(0, "utf8"));\nprocess.stdout.write(`${n === 3 ? 4 : n}\\n`);\n',
      "solutions/echo/wrong/any-rejection.ts": '// expect: rejected\nprocess.exitCode = 1;\n',
      "solutions/echo/wrong/shebang.js": '#!/usr/bin/env node\n// expect: TLE or RE (either is fine)\nthrow new Error("x");\n',
    });
    try {
      const { exitCode, stdout } = await runCommand("verify", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
      expect(exitCode).toBe(1);
      expect(stdout).toMatch(/wrong\/fails-on-three\.ts: AC on 3\/4 cases/);
      expect(stdout).toMatch(/echo wrong\/fails-on-three\.ts on 3: WA/);
      expect(stdout).toMatch(/wrong\/any-rejection\.ts: RE as labelled/);
      expect(stdout).toMatch(/wrong\/shebang\.js: RE as labelled/);
    } finally {
      project.cleanup();
    }
  });

  it("reports main.ts failing a case, an input the validator rejects, and a wrong solution without a label", async () => {
    const project = makeProject({
      ...complete,
      "cases/echo/2.in": "200\n",
      "cases/echo/2.out": "201\n",
      "solutions/echo/wrong/unlabelled.ts": 'process.stdout.write("0\\n");\n',
    });
    try {
      const { exitCode, stdout } = await runCommand("verify", ["echo"], { env: { STONEBENCH_ROOT: project.root } });
      expect(exitCode).toBe(1);
      expect(stdout).toMatch(/echo: cases\/echo\/2\.in:1: n 200 exceeds 100/);
      expect(stdout).toMatch(/echo main\.ts on 2: WA/);
      expect(stdout).toMatch(/echo wrong\/unlabelled\.ts: no label/);
    } finally {
      project.cleanup();
    }
  });
});
