import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { goNewerNote } from "../../src/build/go-newer-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// Debian's go is 1.19, and a contestant's min(n, m) (a builtin since Go 1.21; Codeforces runs 1.22) was CE
// "undefined: min" and nothing more, read as a typo (found judging correct Go solutions). The CE now names the version
// that brought it and the one installed, as Kotlin's and Python's do.
const DEBIAN = "go version go1.19.8 linux/amd64";

describe("goNewerNote", () => {
  it("names a builtin, a package or a range over an integer newer than the go", () => {
    expect(goNewerNote("go", "a.go:18:8: error: undefined: min", DEBIAN)).toBe(" (min is a builtin of Go 1.21, and this go is 1.19: install a newer one and name it under go: in languages.yaml, docs/languages.md)");
    expect(goNewerNote("go", 'a.go:5:2: error: cannot find package "slices" in any of:', DEBIAN)).toMatch(/^ \("slices" is Go 1\.21's standard library, and this go is 1\.19/);
    expect(goNewerNote("go", 'a.go:5:2: error: cannot find package "math/rand/v2" in any of:', DEBIAN)).toMatch(/"math\/rand\/v2" is Go 1\.22's/);
    expect(goNewerNote("go", "a.go:6:17: error: cannot range over 3 (untyped int constant)", DEBIAN)).toMatch(/a range over an integer is Go 1\.22's/);
    expect(goNewerNote("go", "a.go:10:17: error: cannot range over n (variable of type int)", DEBIAN)).toMatch(/a range over an integer is Go 1\.22's/);
  });
  it("says nothing for a go that has it, another name or package, or another language", () => {
    expect(goNewerNote("go", "a.go:18:8: error: undefined: min", "go version go1.22.1 linux/amd64")).toBe("");
    expect(goNewerNote("go", 'a.go:5:2: error: cannot find package "slices" in any of:', "go version go1.21.0 linux/amd64")).toBe("");
    expect(goNewerNote("go", "a.go:18:8: error: undefined: sovle", DEBIAN)).toBe("");
    expect(goNewerNote("go", 'a.go:5:2: error: cannot find package "github.com/x/y" in any of:', DEBIAN)).toBe("");
    expect(goNewerNote("go", "a.go:6:17: error: cannot range over p (variable of type *Node)", DEBIAN)).toBe("");
    expect(goNewerNote("c", "a.c:18:8: error: undefined: min", DEBIAN)).toBe("");
  });
});

const why = await missingToolchain("go");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-go-newer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("judge a Go solution using min()", () => {
  it("is CE naming Go 1.21 under an older go, else AC", async () => {
    const source = join(dir, "game.go");
    writeFileSync(source, 'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar c, n, m int\n\tfmt.Scan(&c)\n\tfor ; c > 0; c-- {\n\t\tfmt.Scan(&n, &m)\n\t\tif min(n, 1000)%(m+1) != 0 {\n\t\t\tfmt.Println("first")\n\t\t} else {\n\t\t\tfmt.Println("second")\n\t\t}\n\t}\n}\n');
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    const version = /go(\d+)\.(\d+)/.exec((report as { language?: { description: string } }).language?.description ?? "");
    expect(version).not.toBeNull();
    if (Number(version![1]) === 1 && Number(version![2]) < 21) {
      expect(report?.summary.verdict).toBe("CE");
      expect(report?.summary.message.split("\n")[0]).toMatch(/game\.go:10:6: error: undefined: min \(min is a builtin of Go 1\.21, and this go is 1\.\d+/);
    } else {
      expect(report?.summary.verdict).toBe("AC");
    }
  }, 120_000);
});
