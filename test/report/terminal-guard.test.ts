import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, runCommand } from "../helpers/cli";

// A file's name, a package's problem.yaml or a compiler's message reaches many lines of every command; before the
// guard, import, verify and judge printed a submission named with OSC 52 (the clipboard), a CR and an erase-line,
// and a validator's compile error, raw to the terminal.
const dir = mkdtempSync(join(tmpdir(), "stonebench-guard-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ATTACK = "\u001b]52;c;ZWNobyBwd25lZA==\u0007\rAC all good\u001b[K";

describe("the terminal guard", () => {
  const solution = join(dir, `main${ATTACK}.ts`);
  copyFileSync(join(repoRoot, "solutions/hdu2516/main.ts"), solution);

  it("a solution named with escape sequences: shown visibly, and only the tool's own colours are escapes", async () => {
    const result = await runCommand("judge", ["hdu2516", "--solution", solution, "--case", "01-sample"], { env: { FORCE_COLOR: "1", NO_COLOR: "" } });
    const both = result.stdout + result.stderr;
    expect(result.exitCode, both).toBe(0);
    expect(both).toContain("␛]52;c;ZWNobyBwd25lZA==␇␍AC all good␛[K");
    expect(both).not.toMatch(/[\u0007\r]/);
    // Every ESC left opens a colour (SGR): none opens OSC, moves the cursor or erases.
    expect(both).toMatch(/\u001b\[/);
    expect(both.match(/\u001b[^[]|\u001b\[[0-9;]*[^0-9;m]/g)).toBeNull();
  });

  it("an error naming such a file: visible, with no escape at all without colours", async () => {
    const result = await runCommand("judge", ["hdu2516", "--solution", join(dir, `gone${ATTACK}.ts`)], { env: { NO_COLOR: "1" } });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("␛]52;c;");
    expect(result.stdout + result.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });
});
