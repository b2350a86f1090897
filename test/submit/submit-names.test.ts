import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findOnPath } from "../../src/sandbox/holder-setup";
import { runCommand } from "../helpers/cli";

// submit judges a copy of the text it hands over (/tmp/stonebench-submit-…/x.cpp): a compile error named that copy, a
// folder deleted by the time it was read, and a run's stack trace named the report's label as if it were a file
// ("panicked at Rust from x.rs, byte for byte:7:21", "at f (TypeScript for node12 from x.ts:3:9)") (helper playing
// the hidden grader with other languages' submissions).
const dir = mkdtempSync(join(tmpdir(), "sb-names-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const gxx = findOnPath("g++", process.env.PATH ?? "");
if (!gxx) console.warn("skipped: no g++ on PATH");

describe("what submit's verdicts name", () => {
  it.skipIf(!gxx)("a C++ compile error names the user's file and line, never the judged copy", async () => {
    const source = join(dir, "missing-semicolon.cpp");
    writeFileSync(source, "#include <cstdio>\nint main() {\n    int c = 1\n    printf(\"%d\\n\", c);\n}\n");
    const result = await runCommand("submit", ["hdu1846", "--solution", source]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(`${source}:4:5: error: expected ‘,’ or ‘;’ before ‘printf’`);
    expect(result.stderr).not.toMatch(/stonebench-submit-\d/);
    // The refusal is one line: the compiler's messages are shown above it, not again inside its parenthesis.
    const refusal = result.stderr.slice(result.stderr.indexOf("refused: ")).trimEnd();
    expect(refusal).toBe(`refused: the text to hand over is not AC on every case of hdu1846 (${source}:4:5: error: expected ‘,’ or ‘;’ before ‘printf’); nothing was printed`);
  }, 120_000);

  it("a TypeScript run's stack trace names the .ts file, not the report's label", async () => {
    const source = join(dir, "boom.ts");
    writeFileSync(source, 'function f(): number {\n  throw new Error("boom");\n}\nconsole.log(f());\n');
    const result = await runCommand("submit", ["hdu1846", "--solution", source]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(`at f (${source}:2:9)`);
    expect(result.stderr).not.toMatch(/TypeScript for node\d+ from [^\n]*:\d+:\d+/);
    expect(result.stderr).not.toMatch(/stonebench-submit-\d/);
  }, 120_000);
});
