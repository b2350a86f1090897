import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, runCommand } from "../helpers/cli";

// A problem's solutions in other languages (solutions/<id>/cpp/main.cpp, java/Main.java, py/main.py), which verify
// judges AC, were left out of an exported package without a word (helper's walkthrough).
const out = join(mkdtempSync(join(tmpdir(), "stonebench-export-langs-")), "wythoff");
afterAll(() => rmSync(join(out, ".."), { recursive: true, force: true }));

describe("export of a problem with solutions in other languages", () => {
  it("hdu1527: cpp/main.cpp, java/Main.java and py/main.py go to submissions/accepted/ byte for byte", async () => {
    const { exitCode, stderr } = await runCommand("export", ["hdu1527", "--kattis", out]);
    expect(exitCode, stderr).toBe(0);
    const pairs: [string, string][] = [
      ["main.cpp", "cpp/main.cpp"],
      ["Main.java", "java/Main.java"],
      ["main.py", "py/main.py"],
    ];
    for (const [exported, source] of pairs) {
      expect(readFileSync(join(out, "submissions/accepted", exported)).equals(readFileSync(join(repoRoot, "solutions/hdu1527", source))), exported).toBe(true);
    }
  }, 180_000);
});
