import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { judgeJson, runCommand } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// A run's one-line message quotes stderr (an assert's or a panic's place): it named the file as the box does
// ("main: fails.c:3: main: Assertion … failed"), while the stderr tail under it named the user's path (helper's walkthrough).
const why = await missingToolchain("c");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-run-message-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("an RE message that quotes the program's stderr", () => {
  it("names the user's file, as the stderr tail does", async () => {
    const source = join(dir, "fails.c");
    writeFileSync(source, "#include <assert.h>\nint main(void) {\n  assert(1 + 1 == 3);\n  return 0;\n}\n");
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.cases.map((c) => c.verdict), stderr).toEqual(["RE"]);
    expect(report?.cases[0]?.message).toContain(`${source}:3:`);
  }, 120_000);
});

// An uncaught std::bad_alloc was RE (SIGABRT) while Rust's, Go's and Python's out-of-memory failures were MLE.
const whyCpp = await missingToolchain("cpp");
describe.skipIf(whyCpp !== undefined)("a C++ program whose allocation fails", () => {
  it("is MLE quoting the bad_alloc line", async () => {
    const source = join(dir, "bad-alloc.cpp");
    writeFileSync(source, "#include <cstdio>\n#include <vector>\nint main() {\n  std::vector<char> v(1ULL << 45);\n  std::printf(\"%zu\\n\", v.size());\n}\n");
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.cases.map((c) => c.verdict), stderr).toEqual(["MLE"]);
    expect(report?.cases[0]?.message).toBe("the runtime ran out of memory: terminate called after throwing an instance of 'std::bad_alloc'");
  }, 120_000);
});

// The box refuses MAP_SHARED|MAP_ANONYMOUS: the program said only "Operation not permitted", as if its code were wrong.
const whyPython = await missingToolchain("python");
describe.skipIf(whyPython !== undefined)("a Python program whose system call the box refuses", () => {
  it("is RE with a note naming the box's refusals", async () => {
    const source = join(dir, "shared-map.py");
    writeFileSync(source, "import mmap\nm = mmap.mmap(-1, 4096)\nprint('first\\nsecond')\n");
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    // Without the compiled launcher's filter (util-linux's chain, no namespaces) nothing refuses it: AC.
    if (report?.cases[0]?.verdict === "AC") return void console.warn("skipped: no seccomp filter here");
    expect(report?.cases.map((c) => c.verdict), stderr).toEqual(["RE"]);
    expect(report?.cases[0]?.message).toMatch(/PermissionError: .*; note: the box refuses some system calls with EPERM .*docs\/sandbox\.md$/);
  }, 120_000);
});

// Go's goroutine stacks do not follow RLIMIT_STACK: the header claimed "stack 32 MiB" for Go all the same.
const whyGo = await missingToolchain("go");
describe.skipIf(whyGo !== undefined)("the header of a Go solution's judge", () => {
  it("claims no stack limit for Go", async () => {
    const source = join(dir, "answer.go");
    writeFileSync(source, 'package main\nimport "fmt"\nfunc main() { var t, n, m int; fmt.Scan(&t); for ; t > 0; t-- { fmt.Scan(&n, &m); if n%(m+1) != 0 { fmt.Println("first") } else { fmt.Println("second") } } }\n');
    const result = await runCommand("judge", ["hdu1846", "--solution", source, "--case", "01"]);
    expect(result.stdout, result.stderr).toContain("stack Go's own (up to 1 GB)");
    expect(result.stdout).not.toMatch(/stack \d+ MiB/);
  }, 120_000);
});
