import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// A solution given as a folder (a Kattis multi-file submission): its traceback named the entry point as the folder
// itself (File "<folder>", line 2) and every other file by its box path (File "/box/helper.py"), where a single
// file's traceback names the user's file (helper's walkthrough).
const why = await missingToolchain("python");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-folder-stderr-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("a folder solution's stderr", () => {
  it("names each of its files inside the folder, the entry point too, never a /box path", async () => {
    const folder = join(dir, "multi");
    mkdirSync(folder);
    writeFileSync(join(folder, "__main__.py"), "import helper\nhelper.go()\n");
    writeFileSync(join(folder, "helper.py"), "def go():\n    raise KeyError('k')\n");
    const judged = await runCommand("judge", ["hdu1846", "--solution", folder, "--case", "01"]);
    const stderr = judged.stdout;
    expect(stderr).toMatch(/01-sample +RE /);
    expect(stderr).toContain(`File "${join(folder, "__main__.py")}", line 2`);
    expect(stderr).toContain(`File "${join(folder, "helper.py")}", line 2`);
    expect(stderr).not.toMatch(/\/box\//);
  }, 120_000);

  it("takes main.py as the entry point when there is no __main__.py (this project's mains are main.<ext>)", async () => {
    const folder = join(dir, "own");
    mkdirSync(folder);
    writeFileSync(join(folder, "main.py"), "import sys\nfrom rule import answer\nw = sys.stdin.read().split()\nprint('\\n'.join(answer(int(w[1 + 2 * i]), int(w[2 + 2 * i])) for i in range(int(w[0]))))\n");
    writeFileSync(join(folder, "rule.py"), "def answer(n, m):\n    return 'second' if n % (m + 1) == 0 else 'first'\n");
    const judged = await runCommand("judge", ["hdu1846", "--solution", folder, "--case", "0[1-3]*"]);
    expect(judged.stdout).toMatch(/hdu1846 +\d+\/\d+ AC/);
    expect(judged.exitCode).toBe(0);
  }, 120_000);
});
