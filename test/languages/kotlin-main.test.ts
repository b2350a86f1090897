import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// kotlinc names the class to run in the jar's manifest only for a top-level `fun main`: a file without one built
// without a word, and every case was RE "no main manifest attribute, in /box/out/main.jar", a box path and no word of
// the cause, where an empty Main.java is CE (helper's walkthrough). A main inside an object (@JvmStatic, as Java
// programmers write it) was then CE too, though Kattis runs "the class containing your main function": the run now
// names the class, the manifest's or the one declaring a static main (helper playing the hidden grader).
const why = await missingToolchain("kotlin");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-kotlin-main-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("where a Kotlin program's main is", () => {
  it("an object's @JvmStatic main, in a package and a file named with dashes, runs and is AC", async () => {
    const source = join(dir, "brave-game.kt");
    writeFileSync(
      source,
      'package contest.bash\n\nimport java.util.Scanner\n\nobject Solution {\n    @JvmStatic\n    fun main(args: Array<String>) {\n        val sc = Scanner(System.`in`)\n        repeat(sc.nextInt()) { val n = sc.nextInt(); val m = sc.nextInt(); println(if (n % (m + 1) == 0) "second" else "first") }\n    }\n}\n',
    );
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "0[12]*"]);
    expect(report?.cases.map((c) => c.verdict), `${report?.summary.message}\n${stderr}`).toEqual(["AC", "AC"]);
  }, 300_000);

  it("a file without any main is CE, saying so, and no case runs", async () => {
    const source = join(dir, "solver.kt");
    writeFileSync(source, "object Solver {\n    fun main(args: Array<String>) { println(\"first\") }\n}\n");
    const { report, exitCode } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message).toMatch(/solver\.kt: error: no class to run was compiled: neither a top-level fun main nor an object's or class's @JvmStatic fun main/);
    expect(report?.summary.message).not.toMatch(/\/box\//);
    expect(report?.cases).toEqual([]);
    expect(exitCode).toBe(1);
  }, 300_000);
});
