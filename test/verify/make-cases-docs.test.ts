import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, runCommand } from "../helpers/cli";

// Every command example of docs/make-cases.md is taken by make-cases as written (its options and their values).
describe("docs/make-cases.md", () => {
  it("every example's options are make-cases' own", async () => {
    const text = readFileSync(join(repoRoot, "docs", "make-cases.md"), "utf8");
    const lines = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((match) => match[1]!.split("\n").filter((line) => line.includes("npm run ")));
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) {
      const words = line.slice(line.indexOf("npm run ")).split("#")[0]!.trim().split(/\s+/);
      expect(words.slice(0, 3), line).toEqual(["npm", "run", "make-cases"]);
      const args = words[3] === "--" ? words.slice(4) : words.slice(3);
      // --help after the example's words: every option and value is parsed (an unknown one fails), then it stops.
      const parsed = await runCommand("make-cases", [...args, "--help"]);
      expect(parsed.stderr, line).not.toMatch(/error:/);
      expect(parsed.exitCode, line).toBe(0);
    }
  });
});
