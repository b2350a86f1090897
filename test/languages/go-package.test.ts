import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// go build of a file whose package is not main wrote that package's archive where the program belongs, without a
// word: every case was RE, "stonebench sandbox launcher: /box/out/main: Permission denied" (exit 125), a box path and
// no word of the cause, where Codeforces says CE (helper's walkthrough).
const why = await missingToolchain("go");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-go-package-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("a Go file of a package other than main", () => {
  it("is CE, naming the main package, and no case runs", async () => {
    const source = join(dir, "solver.go");
    writeFileSync(source, "package solver\n\nfunc Solve() {}\n");
    const { report, exitCode } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message).toMatch(/main package/);
    // The headline (all verify shows) names it too: it said "solver.go: the compiler exited 1" alone, and then no place;
    // it now leads with the package clause's file:line:col, as every other CE does (helper playing the hidden grader).
    expect(report?.summary.message.split("\n")[0]).toMatch(/solver\.go:1:9: error: package solver is not main: .*main package/);
    expect(report?.summary.message).not.toMatch(/\/box\//);
    expect(report?.cases).toEqual([]);
    expect(exitCode).toBe(1);
  }, 120_000);

  it("names the package clause's line after a comment", async () => {
    const source = join(dir, "commented.go");
    writeFileSync(source, "// package main, said the template\n/* package x */\n\npackage  solution\n\nfunc main() {}\n");
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message.split("\n")[0]).toMatch(/commented\.go:4:10: error: package solution is not main/);
  }, 120_000);

  it("a package main without func main leads with the package clause's place too", async () => {
    const source = join(dir, "nomain.go");
    writeFileSync(source, "package main\n\nfunc solve() {}\n");
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message.split("\n")[0]).toMatch(/nomain\.go:1:9: error: function main is undeclared in the main package$/);
  }, 120_000);
});
