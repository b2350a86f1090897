import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli";

// `npm run judge … | head` in a script with pipefail: the reader closes the pipe after a line, and the judge's exit
// code must still say how the solution did (it exited 0 at the first EPIPE, so a WA read as a success).
const launch = join(repoRoot, "scripts/launch.cjs");
const piped = (args: string) => execa("bash", ["-o", "pipefail", "-c", `node "${launch}" ${args} 2>/dev/null | head -1 >/dev/null`], { cwd: repoRoot, env: cleanEnv(), extendEnv: false, reject: false });

describe("a reader that closes the pipe early", () => {
  it("the judge still exits 1 for a wrong solution, and 0 for a right one", async () => {
    expect((await piped("judge hdu1846 --solution solutions/hdu1846/wrong/misere.ts")).exitCode).toBe(1);
    expect((await piped("judge hdu1846")).exitCode).toBe(0);
  }, 120_000);
});
