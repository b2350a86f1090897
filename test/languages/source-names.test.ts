import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGES } from "../../src/languages/default-languages";
import { judgeJson, runCommand } from "../helpers/cli";
import { findOnPath } from "../../src/sandbox/holder-setup";
import { missingToolchain } from "./language-fixtures";

// A source's name reaches the compiler as an argument: one that starts like an option or a response file must be a
// file still. gcc reads "@o.c" as more options (-wrapper runs a command); "-o.c" would be taken as -o.
const dir = mkdtempSync(join(tmpdir(), "stonebench-source-names-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const gcc = findOnPath("gcc", process.env.PATH ?? "");
if (!gcc) console.warn("skipped: no gcc on PATH");

const BASH_GAME = '#include <stdio.h>\nint main(void) { int t; scanf("%d", &t); while (t--) { long n, m; scanf("%ld %ld", &n, &m); puts(n % (m + 1) ? "first" : "second"); } return 0; }\n';

describe.skipIf(!gcc)("sources named like options", () => {
  it("a C solution named -o.c compiles as a source and is AC", async () => {
    writeFileSync(join(dir, "-o.c"), BASH_GAME);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "-o.c"), "--case", "01"]);
    expect(report?.cases.map((c) => c.verdict), stderr).toEqual(["AC"]);
  }, 60_000);

  it("a folder holding @o.c is no response file: its -wrapper line is C the compiler rejects, and runs nothing", async () => {
    const folder = join(dir, "wrapped");
    mkdirSync(folder);
    writeFileSync(join(folder, "main.c"), BASH_GAME);
    writeFileSync(join(folder, "@o.c"), "");
    writeFileSync(join(folder, "o.c"), "-wrapper /bin/sh,-c,echo\\ WRAPPER-RAN\\ >&2;exit\\ 1\n");
    const judged = await runCommand("judge", ["hdu1846", "--solution", folder, "--case", "01"]);
    const said = judged.stdout + judged.stderr;
    expect(said).toMatch(/CE/);
    expect(said.split("\n").map((line) => line.trim())).not.toContain("WRAPPER-RAN");
  }, 60_000);
});

// rustc names the crate after the file: "my sol.rs" or "sol.v2.rs" was CE ("invalid character ' ' in crate name"),
// whatever its code (helper's walkthrough).
const rustMissing = await missingToolchain("rust");
if (rustMissing) console.warn(`skipped: ${rustMissing}`);
describe.skipIf(rustMissing !== undefined)("a Rust source whose name is no crate name", () => {
  it("'my sol.v2.rs' builds and is AC", async () => {
    const source = join(dir, "my sol.v2.rs");
    writeFileSync(source, 'use std::io::Read;\nfn main() { let mut s = String::new(); std::io::stdin().read_to_string(&mut s).unwrap(); let v: Vec<u64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect(); for i in 0..v[0] as usize { let (n, m) = (v[1 + 2 * i], v[2 + 2 * i]); println!("{}", if n % (m + 1) != 0 { "first" } else { "second" }); } }\n');
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.message, stderr).not.toMatch(/crate name/);
    expect(report?.cases.map((c) => c.verdict), stderr).toEqual(["AC"]);
  }, 120_000);
});

describe.skipIf(rustMissing !== undefined)("a Rust source that declares itself a library", () => {
  // It built a library where the program belongs: every case was RE "stonebench sandbox launcher: /box/out/main:
  // Permission denied" (exit 125), a box path and no word of the cause.
  it("is CE, rustc asking for its fn main, and no case runs", async () => {
    const source = join(dir, "lib.rs");
    writeFileSync(source, '#![crate_type = "lib"]\npub fn solve() {}\n');
    const { report, exitCode } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message).toMatch(/`main` function not found/);
    expect(report?.summary.message).not.toMatch(/\/box\//);
    expect(report?.cases).toEqual([]);
    expect(exitCode).toBe(1);
  }, 120_000);
});

describe("annotation processors", () => {
  it("javac runs none: a processor among the sources would run inside the compile", () => {
    const java = DEFAULT_LANGUAGES.find((language) => language.id === "java")!;
    expect(java.compile).toMatch(/^javac .*-proc:none /);
  });
});

describe("a source far past any judge's code limit", () => {
  it("is refused before it is read, with the size and what to do (exit 2; a 540 MB one was an internal error)", async () => {
    const big = join(dir, "big.c");
    writeFileSync(big, "");
    truncateSync(big, 65 << 20);
    const judged = await runCommand("judge", ["hdu1846", "--solution", big, "--case", "01"]);
    expect(judged.exitCode).toBe(2);
    expect(judged.stderr).toMatch(/big\.c is 65 MiB of source, over the 64 MiB a build takes/);
    expect(judged.stderr).not.toMatch(/internal error|    at /);
  }, 60_000);
});

// Endings are matched without case, but compilers read them with it: gcc compiled A.C as C++ (C code that is no C++,
// `int class`, was CE with "-std=gnu11 is valid for C/ObjC but not for C++"), and go build refused G.GO.
const goMissing = await missingToolchain("go");
describe.skipIf(!gcc)("a source whose ending is in upper case", () => {
  it("A.C is compiled as C, and is AC", async () => {
    writeFileSync(join(dir, "A.C"), BASH_GAME.replace("int t;", "int t, class = 0, *p = (void *)0; (void)class; (void)p;"));
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "A.C"), "--case", "01"]);
    expect(report?.summary.message, stderr).not.toMatch(/C\+\+|cc1plus/);
    expect(report?.cases.map((c) => c.verdict), stderr).toEqual(["AC"]);
  }, 60_000);
  it.skipIf(goMissing !== undefined)("G.GO builds as Go, and is AC", async () => {
    writeFileSync(join(dir, "G.GO"), 'package main\nimport "fmt"\nfunc main() { var t, n, m int; fmt.Scan(&t); for ; t > 0; t-- { fmt.Scan(&n, &m); if n%(m+1) != 0 { fmt.Println("first") } else { fmt.Println("second") } } }\n');
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, "G.GO"), "--case", "01"]);
    expect(report?.cases.map((c) => c.verdict), `${report?.summary.message}\n${stderr}`).toEqual(["AC"]);
  }, 120_000);
});

describe.skipIf(!gcc)("C++ in a .c file", () => {
  it("is CE whose first line says it is C++ compiled as C", async () => {
    writeFileSync(join(dir, "cxx.c"), "#include <bits/stdc++.h>\nint main() { std::cout << 1; }\n");
    const { report } = await judgeJson(["hdu1846", "--solution", join(dir, "cxx.c"), "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message.split("\n")[0]).toMatch(/cxx\.c:1:10: error: bits\/stdc\+\+\.h: No such file or directory \(this looks like C\+\+ in a C file.*--lang cpp\)/);
  }, 60_000);
});

// go build leaves a file given by name out of the build when the name says to: `_a.go` and `.a.go` were CE "no Go files
// in /box", `a_test.go` "no packages to build", and `-a.go` "invalid input file name", for programs every judge runs
// (none keeps the upload's name) (helper playing the hidden grader with other languages' submissions).
describe.skipIf(goMissing !== undefined)("a lone Go file whose name go build would leave out", () => {
  const program = 'package main\nimport "fmt"\nfunc main() { var t, n, m int; fmt.Scan(&t); for ; t > 0; t-- { fmt.Scan(&n, &m); if n%(m+1) != 0 { fmt.Println("first") } else { fmt.Println("second") } } }\n';
  for (const name of ["bash_test.go", "_bash.go", ".bash.go", "-bash.go"]) {
    it(`${name} builds and is AC`, async () => {
      writeFileSync(join(dir, name), program);
      const { report, stderr } = await judgeJson(["hdu1846", "--solution", join(dir, name), "--case", "01"]);
      expect(report?.cases.map((c) => c.verdict), `${report?.summary.message}\n${stderr}`).toEqual(["AC"]);
    }, 120_000);
  }
  it("a compile error in broken_test.go names that file and its line", async () => {
    writeFileSync(join(dir, "broken_test.go"), 'package main\nimport "os"\nfunc main() {}\n');
    const { report } = await judgeJson(["hdu1846", "--solution", join(dir, "broken_test.go"), "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    // Go 1.19 says `imported and not used: "os"`, later ones `"os" imported and not used`.
    expect(report?.summary.message.split("\n")[0]).toMatch(new RegExp(`^${join(dir, "broken_test.go").replace(/[.]/g, "\\.")}:2:8: error: .*"os"`));
  }, 120_000);
});
