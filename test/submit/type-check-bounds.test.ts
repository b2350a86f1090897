import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { parseSolution } from "../../src/submit/parse-solution";
import { typeCheckText } from "../../src/typecheck/type-check";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";
import { TYPE_EXPLOSION } from "../helpers/type-explosion";

// submit's type check ran tsc in the command's own process: a type import of any path the user may read put that
// file's declarations in the errors it printed, and a type-level explosion took gigabytes with no limit. It now runs in
// the sandbox, as the judge's does, and the in-memory program reads only TypeScript's libraries and the type roots.

const planted = mkdtempSync(join(tmpdir(), "stonebench-planted-"));
const SECRET = `planted-${process.pid}-${Date.now()}`;
writeFileSync(join(planted, "config.ts"), `export const KEY = "${SECRET}";\n`);
// Prints its input (AC on echo); its one type error would quote the planted file's constant if it were read.
const PEEK = `import { readFileSync } from "node:fs";\nconst key: "x" = null as unknown as typeof import(${JSON.stringify(join(planted, "config"))}).KEY;\nprocess.stdout.write(readFileSync(0));\nvoid key;\n`;

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());
afterAll(() => rmSync(planted, { recursive: true, force: true }));

describe("submit's type check reads nothing of the machine and has limits", () => {
  it("the in-memory program finds no module outside TypeScript's libraries (typeCheckText, parseSolution)", async () => {
    const errors = await typeCheckText("/nowhere/main.ts", PEEK, 20);
    expect(JSON.stringify(errors)).not.toContain(SECRET);
    expect(errors.map((error) => error.message).join("\n")).toContain("Cannot find module");
    const parsed = await parseSolution("/nowhere/main.ts", PEEK);
    expect(parsed.checker.typeToString(parsed.checker.getTypeAtLocation((parsed.source.statements[1] as unknown as { declarationList: { declarations: { initializer: never }[] } }).declarationList.declarations[0]!.initializer))).not.toContain(SECRET);
  });

  it("submit of a type import of a planted file: not found, its text never printed", { timeout: 120_000 }, async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": PEEK });
    cleanup = project.cleanup;
    const result = await runCommand("submit", ["echo", "--no-verify"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_CACHE_DIR: join(project.root, "cache") } });
    expect(result.stderr).not.toContain(SECRET);
    expect(result.stderr).toContain("Cannot find module");
    expect(result.exitCode).toBe(2);
  });

  it("submit of a type-level explosion stops at the check's memory limit, with one line and no stack", { timeout: 120_000 }, async () => {
    const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": TYPE_EXPLOSION });
    cleanup = project.cleanup;
    const result = await runCommand("submit", ["echo", "--no-verify"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_CACHE_DIR: join(project.root, "cache"), STONEBENCH_TYPECHECK_MEMORY_MIB: "256" } });
    expect(result.stderr).toContain("type check stopped: over 256 MiB");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe("");
    expect(result.exitCode).toBe(2);
  });
});
