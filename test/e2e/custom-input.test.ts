import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson, runCommand } from "../helpers/cli";

// judge --in (issue 25, item 10): one custom input, from a file or stdin, judged like a case: the same build, sandbox
// and limits; its output shown; with --out/--expect, a verdict from the problem's checker. Real processes throughout.

const dir = mkdtempSync(join(tmpdir(), "stonebench-custom-input-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const hasGpp = (() => {
  try {
    execFileSync("g++", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasGpp) console.warn("skipping the C++ custom-input test: g++ is not on PATH");

describe("judge --in: a custom input", () => {
  it("reads stdin with --in -, runs the solution once and shows its output (verdict NO, exit 0)", async () => {
    // hdu1846: n=8, m=3: 8 is a multiple of m+1=4, so the first player loses ("second"); an oracle anyone can redo.
    const result = await runCommand("judge", ["hdu1846", "--in", "-"], { input: "1\n8 3\n" });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/stdin\s+NO\s+cpu/);
    expect(result.stdout).toContain("no expected output (--out <file> gives one)");
    expect(result.stdout).toMatch(/output \(7 bytes\):\n\s+│ second/);
    expect(result.stdout).toMatch(/input \(6 bytes\):\n\s+│ 1\n\s+│ 8 3/);
  }, 120_000);

  it("with --out: AC against the problem's checker, and the output is shown for AC too", async () => {
    const input = file("win.in", "2\n9 3\n8 3\n");
    const expected = file("win.out", "first\nsecond\n");
    const text = await runCommand("judge", ["hdu1846", "--in", input, "--out", expected]);
    expect(text.exitCode, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/win\s+AC/);
    expect(text.stdout).toMatch(/output \(13 bytes\):\n\s+│ first\n\s+│ second/);
    const json = await judgeJson(["hdu1846", "--in", input, "--expect", expected]);
    expect(json.report!.cases.map((c) => [c.name, c.verdict])).toEqual([["win", "AC"]]);
  }, 120_000);

  it("with a wrong expected output: WA with the usual diff, exit 1; the checker's layout rule gives PE", async () => {
    const input = file("lose.in", "1\n8 3\n");
    const wa = await runCommand("judge", ["hdu1846", "--in", input, "--out", file("lose-wrong.out", "first\n")]);
    expect(wa.exitCode).toBe(1);
    expect(wa.stdout).toContain('line 1, column 1: expected "first", got "second"');
    // hdu's checker: the same token with a leading space is a layout difference, PE.
    const pe = await runCommand("judge", ["hdu1846", "--in", input, "--out", file("lose-layout.out", " second\n")]);
    expect(pe.stdout).toMatch(/lose\s+PE/);
    expect(pe.exitCode).toBe(1);
  }, 120_000);

  it("keeps the problem's limits and the sandbox: a loop is TLE, a crash RE with its stderr", async () => {
    const input = file("any.in", "1\n8 3\n");
    const loop = file("loop.js", "while (true) {}\n");
    const tle = await judgeJson(["hdu1846", "--in", input, "--solution", loop, "--tl", "300"]);
    expect(tle.report!.cases[0]!.verdict).toBe("TLE");
    const crash = file("crash.js", 'console.error("bad input, says the solution"); process.exit(3);\n');
    const re = await runCommand("judge", ["hdu1846", "--in", input, "--solution", crash]);
    expect(re.stdout).toMatch(/any\s+RE/);
    expect(re.stdout).toContain("bad input, says the solution");
    // The sandbox holds on a custom input too: no file may be written.
    const writer = file("writer.js", 'require("fs").writeFileSync("/tmp/stonebench-custom-escape", "x"); console.log("second");\n');
    const denied = await judgeJson(["hdu1846", "--in", input, "--solution", writer]);
    expect(denied.report!.cases[0]!.verdict).toBe("RE");
    const big = file("big.js", 'const b = Buffer.alloc(1 << 20, 120); for (let i = 0; i < 300; i++) require("fs").writeSync(1, b);\n');
    const ole = await judgeJson(["hdu1846", "--in", input, "--solution", big]);
    expect(ole.report!.cases[0]!.verdict).toBe("OLE");
  }, 240_000);

  it.skipIf(!hasGpp)("judges a C++ solution on stdin the same way", async () => {
    const result = await judgeJson(["hdu1846", "--solution", "solutions/hdu1846/cpp/main.cpp", "--in", "-", "--out", file("cpp.out", "first\n")], { input: "1\n9 3\n" });
    expect(result.report!.cases.map((c) => c.verdict)).toEqual(["AC"]);
  }, 240_000);

  it("interactive problems: --in is the interactor's input and needs --out; without it, one line says so", async () => {
    const refused = await runCommand("judge", ["play-nim", "--in", "cases/play-nim/01-sample.in"]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain("play-nim is interactive: --in is the interactor's input");
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    const played = await judgeJson(["play-nim", "--in", "cases/play-nim/01-sample.in", "--out", "cases/play-nim/01-sample.out"]);
    expect(played.report!.cases.map((c) => [c.name, c.verdict])).toEqual([["01-sample", "AC"]]);
  }, 120_000);

  it.each([
    [["hdu1846", "--out", "cases/hdu1846/01-sample.out"], "--out needs --in"],
    [["hdu1846", "--in", "cases/hdu1846/01-sample.in", "--case", "01"], "--in judges one custom input, so --case has nothing to choose"],
    [["hdu1846", "--in", "no-such-file.in"], "--in no-such-file.in does not exist"],
    [["hdu1846", "--in", "/dev/fd/63"], "--in /dev/fd/63 is a shell's <(…) process substitution"],
    [["hdu1846", "--in", "cases"], "is a folder"],
    [["hdu1846", "--in", "-", "--watch"], "--watch cannot read stdin again"],
    [["hdu1846", "--in", "-", "--out", "-"], "only --in may read stdin"],
    // The hint is --out's own (it offered "--in -" before: a new user's afternoon).
    [["hdu1846", "--in", "cases/hdu1846/01-sample.in", "--out", "no-such.out"], "--out no-such.out does not exist\nhint: relative paths start from the folder you ran npm in; give --out the file of the expected output"],
  ])("refuses %j with one line and exit 2", async (args, said) => {
    const result = await runCommand("judge", args, { input: "" });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(said);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it("without --in, input piped to judge is not read, and a note says how to judge it", async () => {
    const result = await runCommand("judge", ["hdu1846", "--case", "01"], { input: "1\n8 3\n" });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain("note: judge reads no stdin; to judge it as a custom input: npm run judge -- hdu1846 --in -");
    const quiet = await runCommand("judge", ["hdu1846", "--case", "01"]);
    expect(quiet.stderr).not.toContain("reads no stdin");
  }, 120_000);

  it("bounds stdin: past the cap it stops with exit 2 and says to use a file", async () => {
    const result = await runCommand("judge", ["hdu1846", "--in", "-"], { input: "1\n8 3\n".repeat(100), env: { STONEBENCH_STDIN_MAX_BYTES: "100" } });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("stdin passed 100 bytes");
  }, 60_000);
});
