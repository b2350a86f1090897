import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

// esbuild, which bundles a problem's tools in the command's own process, read every tsconfig.json from the tool's
// folder up to / and followed its "extends" to any path: a problem folder's (an imported package's) tsconfig.json
// naming a planted file made the tool's error quote that file's first line. Tools now build with the workbench's
// settings given outright (src/build/tool-tsconfig.ts), and no tsconfig.json is read.

const planted = mkdtempSync(join(tmpdir(), "stonebench-planted-"));
const SECRET = `PLANTED${process.pid}x${Date.now()}`;
writeFileSync(join(planted, "secret"), `${SECRET}\n`);
afterAll(() => rmSync(planted, { recursive: true, force: true }));

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const VALIDATE = `import type { InputReader } from "../../src/problem-kit/input-reader";
export function parseInput(reader: InputReader): number[] {
  const n = reader.readInt(0, 9, "n");
  reader.expectEnd("n");
  return [n];
}
`;

describe("a problem folder's tsconfig.json is not read when its tools are built", () => {
  it("validate with a tsconfig.json whose extends names a planted file: valid, the file never quoted", { timeout: 120_000 }, async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "problems/echo/validate.ts": VALIDATE, "problems/echo/tsconfig.json": JSON.stringify({ extends: join(planted, "secret") }) });
    cleanup = project.cleanup;
    const result = await runCommand("validate", ["echo"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_CACHE_DIR: join(project.root, "cache") } });
    expect(`${result.stdout}${result.stderr}`).not.toContain(SECRET);
    expect(result.stdout).toContain("1 input valid");
    expect(result.exitCode).toBe(0);
  });
});
