import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rustCrateNote } from "../../src/build/rust-crate-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// An AtCoder Rust solution's `use proconio::input;` was CE "unresolved import `proconio`", as if misspelt; rustc here
// has the standard library alone, as Codeforces' and Kattis' do (helper playing the hidden grader). The CE says so.
describe("rustCrateNote", () => {
  it("names a missing crate, for certain or as likely", () => {
    expect(rustCrateNote("rust", "a.rs:1:1: error[E0463]: can't find crate for `rand`")).toMatch(/^ \(rand is a crate: rustc builds with the standard library alone here/);
    expect(rustCrateNote("rust", "a.rs:1:5: error[E0432]: unresolved import `proconio`")).toMatch(/^ \(if proconio is a crate: /);
    expect(rustCrateNote("rust", "a.rs:2:13: error[E0433]: cannot find module or crate `itertools` in this scope")).toMatch(/if itertools is a crate/);
    expect(rustCrateNote("rust", "a.rs:2:13: error[E0433]: failed to resolve: use of undeclared crate or module `itertools`")).toMatch(/if itertools is a crate/);
  });
  it("says nothing for a path into a module of the file, std, or another language", () => {
    expect(rustCrateNote("rust", "a.rs:2:5: error[E0432]: unresolved import `a::g`")).toBe("");
    expect(rustCrateNote("rust", "a.rs:2:5: error[E0432]: unresolved import `std`")).toBe("");
    expect(rustCrateNote("go", "a.rs:1:1: error[E0463]: can't find crate for `rand`")).toBe("");
  });
});

const why = await missingToolchain("rust");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-rust-crate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("an AtCoder-style Rust solution using proconio", () => {
  it("is CE whose first line says crates are not installed", async () => {
    const source = join(dir, "atcoder.rs");
    writeFileSync(source, "use proconio::input;\nfn main() {\n    input! { c: usize }\n    println!(\"{}\", c);\n}\n");
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict).toBe("CE");
    expect(report?.summary.message.split("\n")[0]).toMatch(/atcoder\.rs:1:5: error\[E0432\]: unresolved import `proconio` \(if proconio is a crate: .*AtCoder's crates are not installed/);
  }, 120_000);
});
