import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { repoRoot, runCommand } from "./cli";

/** The repository's problems, interactive or not (two test files share them, so both test workers run them). */
export function repositoryProblems(interactive: boolean): string[] {
  return readdirSync(join(repoRoot, "problems"))
    .filter((id) => /^interactive: true$/m.test(readFileSync(join(repoRoot, "problems", id, "problem.yaml"), "utf8")) === interactive)
    .sort();
}

/**
 * `npm run verify <id>` on problems of the repository, one test each: complete, valid inputs, every expected output
 * from its recorded oracle, main AC (the largest inputs included), oracles agree, and every wrong solution caught by at
 * least two cases: no failure and no warning.
 */
export function verifyEachProblem(ids: string[]): void {
  it("covers at least one problem", () => expect(ids.length).toBeGreaterThan(0));
  for (const id of ids) {
    it(`${id}: verified, every wrong solution killed by at least two cases, no warning`, async () => {
      // --jobs 1: the suite already runs two test files at once on CI's two cores, and at verify's default of 2 the case
      // beside each wrong solution's last kill runs for nothing (a third of their cases). The default (2 at once) runs in test/e2e/verify.test.ts.
      const { exitCode, stdout } = await runCommand("verify", [id, "--jobs", "1"], { timeoutMs: 900_000 });
      expect(stdout).toMatch(/^verified: 1 problem, \d+ checks$/m);
      expect(stdout).not.toContain("✗");
      expect(stdout).not.toContain("warning:");
      expect(exitCode).toBe(0);
    }, 900_000);
  }
}
