import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest } from "./helpers/temp-project";

// The README's path for a newcomer: scaffold a problem, add a case, judge the scaffolded solution.
describe("a new problem from scratch", () => {
  const project = tempProjectPerTest();

  it("goes from npm run new through npm run case to an AC from npm run judge", async () => {
    const options = { root: project.root, cacheDir: project.cacheDir };
    expect((await runCommand("new", ["echo-game", "--title", "Echo", "--example"], options)).code).toBe(0);
    // The template solves its A+B example (T, then T lines "a b"): a case saying so must be AC.
    writeFileSync(join(project.root, "sample.in"), "2\n5 7\n0 3\n");
    writeFileSync(join(project.root, "sample.out"), "12\n3\n");
    const added = await runCommand("case", ["echo-game", "--in", join(project.root, "sample.in"), "--out", join(project.root, "sample.out"), "--name", "01-sample"], options);
    expect(added.stderr).toBe("");
    expect(added.code).toBe(0);
    // Without --out, the scaffolded brute.ts is the reference, and the case is numbered after 01-sample.
    const computed = await runCommand("case", ["echo-game"], { ...options, input: "1\n4 2\n" });
    expect(computed.code).toBe(0);
    expect(computed.stdout).toContain("added cases/echo-game/02.in");
    expect(computed.stdout).toContain("expected output from solutions/echo-game/brute.ts: every instance is small enough");
    const judged = await runCommand("judge", ["echo-game"], options);
    expect(judged.stdout).toContain("echo-game  2/2 AC");
    expect(judged.code).toBe(0);
  });
});
