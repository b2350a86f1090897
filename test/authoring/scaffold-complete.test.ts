import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest } from "./helpers/temp-project";

describe("new --example scaffolds a problem that is stress-able and verify-able at once", () => {
  const project = tempProjectPerTest();
  const run = (command: string, args: string[], input?: string) => runCommand(command, args, { root: project.root, cacheDir: project.cacheDir, timeoutMs: 240_000, ...(input !== undefined ? { input } : {}) });

  it("writes validate.ts, gen.ts, cases.ts and brute.ts; stress, make-cases and verify work on it straight away", async () => {
    expect((await run("new", ["my-game", "--example"])).code).toBe(0);
    for (const file of ["problems/my-game/validate.ts", "problems/my-game/gen.ts", "problems/my-game/cases.ts", "solutions/my-game/brute.ts"]) {
      expect(existsSync(join(project.root, file)), file).toBe(true);
    }
    const stress = await run("stress", ["my-game", "--count", "300", "--seed", "5"]);
    expect(stress.stdout).toContain("no difference");
    expect(stress.code).toBe(0);
    const made = await run("make-cases", ["my-game"]);
    expect(made.stdout).toContain("01-sample: written");
    expect(made.code).toBe(0);
    const verify = await run("verify", ["my-game"]);
    expect(verify.stdout).toMatch(/✓ main\.ts: AC on 3\/3 cases/);
    expect(verify.stdout).toMatch(/✓ brute\.ts: AC on 3\/3 cases/);
    // The statement is still the template: listed as unfinished (the problem is a draft, so verify does not fail).
    expect(verify.stdout).toMatch(/○ statement[\s\S]*still holds the template's/);
    expect(verify.code).toBe(0);
  }, 600_000);

  it("case without --out and without brute.ts says loudly that main.ts's output proves nothing, and verify lists the case", async () => {
    expect((await run("new", ["my-game", "--example"])).code).toBe(0);
    rmSync(join(project.root, "solutions/my-game/brute.ts"));
    const added = await run("case", ["my-game", "--name", "05"], "1\n2 3\n");
    expect(added.code).toBe(0);
    expect(added.stderr).toContain("from main.ts itself: this proves nothing");
    const verify = await run("verify", ["my-game"]);
    expect(verify.stdout).toContain("case 05's expected output came from main.ts itself");
  }, 600_000);

  it("case --sample names the case so that export puts it in data/sample", async () => {
    expect((await run("new", ["my-game", "--example"])).code).toBe(0);
    const added = await run("case", ["my-game", "--sample"], "1\n2 3\n");
    expect(added.code).toBe(0);
    expect(added.stdout).toContain("cases/my-game/01-sample.in");
    expect(readFileSync(join(project.root, "cases/my-game/01-sample.out"), "utf8")).toBe("5\n");
    const kattis = join(project.root, "..", "kattis");
    const exported = await run("export", ["my-game", "--kattis", kattis]);
    expect(exported.code).toBe(0);
    expect(existsSync(join(kattis, "data/sample/01-sample.in"))).toBe(true);
  }, 600_000);
});
