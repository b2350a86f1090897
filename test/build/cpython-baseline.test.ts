import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildProgram } from "../../src/build/build-program";
import { languageBaselineKiB } from "../../src/build/language-baseline";
import { missingToolchain } from "../languages/language-fixtures";

// `--lang cpython` reported "ML 64 MiB (+52 MiB, python3's baseline)": the empty program the baseline is measured
// with was built by the language's id, python, so PyPy ran it, and a CPython solution got PyPy's 52 MiB where
// CPython's own is about 13 (docs/languages.md). The empty program is now built as the variant itself.
const dir = mkdtempSync(join(tmpdir(), "cpython-baseline-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const why = (await missingToolchain("python")) ?? (await missingToolchain("cpython"));

describe.skipIf(why !== undefined)("the CPython variant's memory baseline", () => {
  it("is CPython's empty program's, below PyPy's", async () => {
    const source = join(dir, "hello.py");
    writeFileSync(source, "print(1)\n");
    const baseline = async (lang: string) => {
      const built = await buildProgram({ path: source, lang, role: "solution", sandbox: true });
      if (!built.ok) throw new Error(built.message);
      return { name: built.program.tools.runner?.identity ?? "", kib: await languageBaselineKiB(built.program, { sandbox: true, workDir: dir }) };
    };
    const cpython = await baseline("cpython");
    const python = await baseline("python");
    // Where python is PyPy, CPython's empty program (about 13 MiB) is far below PyPy's (about 50).
    if (/pypy/i.test(python.name)) expect(cpython.kib).toBeLessThan(python.kib - 16 * 1024);
    expect(cpython.kib).toBeLessThan(32 * 1024);
  });
});
