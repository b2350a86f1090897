import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli";

// npm keeps an option written before `--` for itself: "No cases … add one with: npm run case mine --in <file>" told a
// new user to type a command whose --in npm took. Every command a message tells the user to type keeps its options after
// `--`. This scans the messages in src/ and scripts/ (code lines, not comments; the bench's labels describe runs).

const COMMAND_WITH_OPTION_BEFORE_DASHES = /npm run (?:-s )?[a-z-]+ (?!-- )[^\s`'"$]*\S* --[a-z]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join("src", "bench")) ? [] : sources(path);
    return /\.(?:ts|cjs|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe("commands in messages keep their options after --", () => {
  it("no message in src/ or scripts/ says npm run <cmd> <arg> --<option>", () => {
    const found: string[] = [];
    for (const file of [...sources(join(repoRoot, "src")), ...sources(join(repoRoot, "scripts"))]) {
      readFileSync(file, "utf8").split("\n").forEach((line, index) => {
        const code = line.trim();
        if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return;
        if (COMMAND_WITH_OPTION_BEFORE_DASHES.test(code)) found.push(`${relative(repoRoot, file)}:${index + 1}: ${code.slice(0, 160)}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("the pattern catches the old hint and passes the right one", () => {
    expect(COMMAND_WITH_OPTION_BEFORE_DASHES.test("add one with: npm run case mine --in <file>")).toBe(true);
    expect(COMMAND_WITH_OPTION_BEFORE_DASHES.test("add one with: npm run case -- mine --in <file>")).toBe(false);
    expect(COMMAND_WITH_OPTION_BEFORE_DASHES.test("or pipe it: npm run case mine < in.txt")).toBe(false);
  });
});
