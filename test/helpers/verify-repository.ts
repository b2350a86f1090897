import { expect, it } from "vitest";
import { runCommand } from "./cli";

/**
 * `npm run verify <id>` on problems of the repository, one test each: complete, valid inputs, every expected output
 * from its recorded oracle, main AC (the largest inputs included), oracles agree, and every wrong solution caught by at
 * least two cases: no failure and no warning. (Two files share the problems, so both test workers run them.)
 */
export function verifyEachProblem(ids: string[]): void {
  for (const id of ids) {
    it(`${id}: verified, every wrong solution killed by at least two cases, no warning`, async () => {
      const { exitCode, stdout } = await runCommand("verify", [id], { timeoutMs: 900_000 });
      expect(stdout).toMatch(/^verified: 1 problem, \d+ checks$/m);
      expect(stdout).not.toContain("✗");
      expect(stdout).not.toContain("warning:");
      expect(exitCode).toBe(0);
    }, 900_000);
  }
}
