import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, runCommand } from "../helpers/cli";

// stress printed "replay: … --solution /x/my dir/rare wrong.ts …": a shell, given that line back, split the path.
const scratch = mkdtempSync(join(tmpdir(), "stonebench-replay-quoted-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("stress's replay line", () => {
  it("quotes a path with spaces, so that the line typed into a shell replays the failure", async () => {
    mkdirSync(join(scratch, "my dir"));
    const solution = join(scratch, "my dir", "rare wrong.ts");
    copyFileSync(join(repoRoot, "test/fixtures/stress/rare-wrong.ts"), solution);
    const { exitCode, stdout } = await runCommand("stress", ["hdu2516", "--solution", solution, "--seed", "1", "--count", "2000"]);
    expect(exitCode).toBe(1);
    const line = /replay: npm run stress -- (.*)/.exec(stdout)![1]!;
    expect(line).toContain(`--solution '${solution}'`);
    // The shell's own reading of the line: the path is one word.
    const words = await execa("bash", ["-c", `printf '%s\\n' ${line}`]);
    expect(words.stdout.split("\n")).toContain(solution);
  }, 60_000);
});
