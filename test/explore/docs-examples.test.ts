import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, runCommand } from "../helpers/cli";

// Every `npm run explore` example in README.md and docs/explore.md runs, and succeeds: the documentation shows
// nothing the command cannot do. Pictures go to a scratch folder, never over docs/wythoff.svg.

const scratch = mkdtempSync(join(tmpdir(), "stonebench-explore-docs-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The examples: lines of the files' code blocks that start with `npm run explore`, comments cut. */
function examples(file: string): string[] {
  const out: string[] = [];
  let inBlock = false;
  for (const line of readFileSync(join(repoRoot, file), "utf8").split("\n")) {
    if (line.startsWith("```")) {
      inBlock = !inBlock;
      continue;
    }
    const command = line.replace(/^\$ /, "");
    if (inBlock && command.startsWith("npm run explore")) out.push(command.replace(/\s+#.*$/, "").trim());
  }
  return out;
}

/** A shell's words: spaces split, double quotes group (no escapes are used in the examples). */
function words(command: string): string[] {
  const out: string[] = [];
  for (const match of command.matchAll(/"([^"]*)"|(\S+)/g)) out.push(match[1] ?? match[2]!);
  return out;
}

const all = [...new Set([...examples("README.md"), ...examples("docs/explore.md")])];

describe("the explorer's documented examples", () => {
  it("there are examples of every new shape in the docs", () => {
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const needed of ["--at 3,5,6", "--check-grundy", "staircase-nim.ts", "moore-nim.ts", "wythoff-3.ts", "--misere --at"]) expect(all.some((command) => command.includes(needed)), needed).toBe(true);
  });

  for (const command of all) {
    it(`runs: ${command}`, { timeout: 180_000 }, async () => {
      const args = words(command).slice(3).filter((word) => word !== "--");
      const svg = args.indexOf("--svg");
      if (svg >= 0) args[svg + 1] = join(scratch, `${svg}-${args[svg + 1]!.replace(/\W/g, "_")}.svg`);
      const { exitCode, stdout, stderr } = await runCommand("explore", [...args, ...(svg >= 0 ? ["--force"] : [])], { timeoutMs: 170_000 });
      expect(stderr, command).toBe("");
      expect(exitCode, `${command}\n${stdout.slice(-600)}`).toBe(0);
      expect(stdout).not.toMatch(/DISAGREES|FAILS/);
    });
  }
});
