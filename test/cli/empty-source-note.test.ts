import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, runCommand } from "../helpers/cli";

// A solution saved empty (an editor buffer never written) was judged without a word: Python and TypeScript got a WA
// whose note blamed a buffer never flushed, C++ "the source has no main()". judge now says the file is empty first.

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe("judge of an empty solution file", () => {
  it("warns that the file is empty (0 bytes or whitespace only), and judges it as before; a real source gets no warning", async () => {
    const made = makeProject(ECHO_PROBLEM);
    cleanup = made.cleanup;
    writeFileSync(join(made.root, "empty.ts"), "");
    writeFileSync(join(made.root, "blank.ts"), "\n  \n");
    const env = { STONEBENCH_ROOT: made.root };
    const empty = await runCommand("judge", ["echo", "--solution", join(made.root, "empty.ts")], { env });
    expect(empty.exitCode).toBe(1);
    expect(empty.stderr).toMatch(/^warning: .*empty\.ts is empty \(0 bytes\): save it in your editor first; every case will fail on it$/m);
    expect(empty.stdout).toMatch(/1\s+WA /);
    const blank = await runCommand("judge", ["echo", "--solution", join(made.root, "blank.ts")], { env });
    expect(blank.stderr).toMatch(/blank\.ts is empty \(whitespace only\)/);
    const real = await runCommand("judge", ["echo"], { env });
    expect(real.exitCode).toBe(0);
    expect(real.stderr).not.toMatch(/is empty/);
  });
});
