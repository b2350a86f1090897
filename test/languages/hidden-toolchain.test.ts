import { copyFileSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { boxAvailable } from "../../src/sandbox/sandboxed-argv";
import { findOnPath } from "../../src/sandbox/holder-setup";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

// A languages.yaml compiler kept under /tmp (which the holder hides under an empty tmpfs) was "internal error: the
// sandbox could not start C's compiler: … /tmp/cc: No such file or directory" (a helper attacking what surrounds the
// solution): a user's setting, said as a bug of the judge. Now a one-line error naming the folder and what to do.
const boxed = await boxAvailable(true);
const gcc = findOnPath("gcc", process.env.PATH ?? "/usr/bin:/bin");
const why = !boxed ? "no box here (it needs the namespaces level and a compiled launcher)" : !gcc ? "no gcc on PATH" : undefined;
if (why) console.warn(`test/languages/hidden-toolchain: skipped: ${why}`);
const dir = mkdtempSync("/tmp/stonebench-hidden-cc-");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("a compiler under a folder the sandbox hides", () => {
  it("is a user's error naming the folder, not an internal error", async () => {
    const compiler = join(dir, "mycc");
    copyFileSync(realpathSync(gcc!), compiler);
    const project = makeProject({ ...ECHO_PROBLEM, "languages.yaml": `c:\n  compile: ${compiler} -O2 -o {binary} {files}\n`, "solutions/echo/main.c": '#include <stdio.h>\nint main(void) { int c; while ((c = getchar()) != EOF) putchar(c); return 0; }\n' });
    try {
      const result = await runCommand("judge", ["echo", "--solution", join(project.root, "solutions/echo/main.c")], { env: { STONEBENCH_ROOT: project.root }, timeoutMs: 120_000 });
      expect(result.stderr).toMatch(new RegExp(`error: C's compiler cannot start in the sandbox: ${dir}\\S* is under /tmp, which the sandbox hides from every program it starts`));
      expect(result.stderr).toMatch(/hint: install or copy it elsewhere/);
      expect(result.stderr).not.toMatch(/internal error|    at /);
    } finally {
      project.cleanup();
    }
  }, 150_000);
});
