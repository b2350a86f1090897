import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findOnPath } from "../../src/sandbox/holder-setup";
import { judgeJson } from "../helpers/cli";

// verify shows a CE by its message's first line; where the compiler gave no file:line:col (an internal compiler error
// when the object file passed the compile's file-size limit), that line said only "the compiler exited 4", while the
// cause was further down. The limit it passed now leads (the driver exits 4 when its assembler gets SIGXFSZ), and the
// compiler's own first error line follows.
const gxx = findOnPath("g++", process.env.PATH ?? "");
if (!gxx) console.warn("test/build/compile-cause: skipped: no g++ on PATH");
const dir = mkdtempSync(join(tmpdir(), "stonebench-compile-cause-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!gxx)("a CE without file:line:col", () => {
  it("leads with the limit it passed, then the compiler's own first error line (an ICE past the file-size limit)", async () => {
    // 300 MB of initialised data: the object file passes the compile's 256 MiB file-size limit.
    const source = join(dir, "big.cpp");
    writeFileSync(source, "char a[300000000] = {1};\nint main() { return a[5]; }\n");
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict, stderr).toBe("CE");
    const lines = report!.summary.message.split("\n");
    expect(lines[0]).toBe("compile stopped: a file it wrote passed 256 MiB");
    expect(lines[1]).toMatch(/internal compiler error: File size limit exceeded/);
  }, 120_000);
});

// std::sort of a struct without operator<: GCC's first error line is in a system header
// (/usr/include/c++/12/bits/predefined_ops.h:45:23), while the docs promise the user's file:line:col.
describe.skipIf(!gxx)("a CE whose first error is inside a system header", () => {
  it("leads with the user's place that led there (required from here), then the error, the full log below", async () => {
    const source = join(dir, "tmpl.cpp");
    writeFileSync(source, "#include <algorithm>\n#include <vector>\nstruct P { int a; };\nint main() { std::vector<P> v(3); std::sort(v.begin(), v.end()); }\n");
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict, stderr).toBe("CE");
    const [headline, ...log] = report!.summary.message.split("\n");
    expect(headline).toMatch(new RegExp(`^${source.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:4:\\d+: error: no match for .operator<. .*\\[in /usr/include/.*predefined_ops\\.h:\\d+:\\d+\\]$`));
    expect(log.join("\n")).toContain("required from here");
  }, 120_000);
});
