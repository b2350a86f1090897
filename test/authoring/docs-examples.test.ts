import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, runCommand, tempProjectPerTest } from "./helpers/temp-project";

// Every command example on these pages is taken by its command as written (options and their values), so none can
// drift from the code; new's examples also run for real.

const PAGES = ["new", "case", "listen", "import", "export"];

/** The `npm run <command> …` lines of a page's ```sh blocks, as argv (quotes honoured, `# comments` dropped). */
function examples(page: string): { line: string; command: string; args: string[] }[] {
  const text = readFileSync(join(repoRoot, "docs", `${page}.md`), "utf8");
  const blocks = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return blocks.flatMap((block) =>
    block
      .split("\n")
      .filter((line) => line.includes("npm run "))
      .map((line) => {
        const words = shellWords(line.slice(line.indexOf("npm run ")));
        const [, , command, ...rest] = words;
        return { line: line.trim(), command: command!, args: rest[0] === "--" ? rest.slice(1) : rest };
      }),
  );
}

function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === "#" && word === undefined) break;
    if (char === " ") {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (char === '"' || char === "'") {
      const end = line.indexOf(char, i + 1);
      word = (word ?? "") + line.slice(i + 1, end);
      i = end;
    } else word = (word ?? "") + char;
  }
  if (word !== undefined) words.push(word);
  return words;
}

describe("the command examples in docs/", () => {
  const project = tempProjectPerTest();

  it.each(PAGES)("docs/%s.md: every example's options are the command's own", async (page) => {
    const found = examples(page);
    expect(found.length).toBeGreaterThan(0);
    for (const { line, command, args } of found) {
      expect(command, line).toBe(page);
      // --help after the example's words: the command parses them all (an unknown option or a missing value fails), then stops.
      const parsed = await runCommand(command, [...args, "--help"], { ...project, timeoutMs: 60_000 });
      expect(parsed.stderr, line).not.toMatch(/error:/);
      expect(parsed.code, line).toBe(0);
    }
  }, 300_000);

  it("docs/new.md's examples run as written and do what the page says", async () => {
    for (const { line, args } of examples("new")) {
      const result = await runCommand("new", args, { ...project, timeoutMs: 60_000 });
      expect(result.code, `${line}\n${result.stderr}`).toBe(0);
    }
    const cf4a = await runCommand("new", ["cf4a-again", "--judge", "codeforces"], { ...project, timeoutMs: 60_000 });
    expect(cf4a.stdout).toContain("checker tokens, as on Codeforces (--judge codeforces): its checkers compare tokens, so spaces and line breaks are free");
  }, 300_000);
});
