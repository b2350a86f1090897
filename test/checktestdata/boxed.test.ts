import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ctdScriptOf, prepareCtdProgram } from "../../src/build/ctd-program";
import { openInputValidator } from "../../src/check/run-input-validator";
import type { ValidatorLimits } from "../../src/check/package-limits";
import { makeTempDir } from "../authoring/helpers/temp-project";

// A package's .ctd runs as a boxed Node program (our interpreter with the script inside), under the validator limits
// a package sets (validation_time, validation_memory): a hostile script ends at a limit or with its own error, and
// never as a verdict on the input.
describe("a checktestdata input validator, boxed", () => {
  const scratch = makeTempDir("ctd-boxed");
  afterAll(() => scratch.remove());
  // Generous for a loaded machine; the endless scripts below still end at the CPU limit.
  const limits: ValidatorLimits = { timeLimitMs: 1_000, wallLimitMs: 60_000, memoryKillKiB: 256 << 10, outputLimitBytes: 1 << 20, from: {} };
  let count = 0;

  async function runScript(script: string, input: string, args: string[] = []) {
    const dir = join(scratch.dir, `v${++count}`);
    mkdirSync(dir);
    const path = join(dir, "check.ctd");
    writeFileSync(path, script);
    writeFileSync(join(dir, "case.in"), input);
    const judge = await prepareCtdProgram(path, "input validator");
    const opened = await openInputValidator({ judge, workDir: dir, sandbox: true, label: "ctd", limits });
    try {
      return await opened.run(join(dir, "case.in"), args, "case");
    } finally {
      opened.close();
    }
  }

  it("a .ctd is found as a file of input_validators/, or as the one program of a folder (the 2025-09 input_validator/)", () => {
    const dir = join(scratch.dir, "found");
    mkdirSync(join(dir, "input_validator"), { recursive: true });
    mkdirSync(join(dir, "mixed"), { recursive: true });
    writeFileSync(join(dir, "a.ctd"), "EOF\n");
    writeFileSync(join(dir, "b.py"), "print()\n");
    writeFileSync(join(dir, "input_validator", "check.ctd"), "EOF\n");
    writeFileSync(join(dir, "input_validator", "README.md"), "notes\n");
    writeFileSync(join(dir, "mixed", "check.ctd"), "EOF\n");
    writeFileSync(join(dir, "mixed", "validate.py"), "print()\n");
    expect(ctdScriptOf(join(dir, "a.ctd"))).toBe(join(dir, "a.ctd"));
    expect(ctdScriptOf(join(dir, "b.py"))).toBeUndefined();
    expect(ctdScriptOf(join(dir, "input_validator"))).toBe(join(dir, "input_validator", "check.ctd"));
    expect(ctdScriptOf(join(dir, "mixed"))).toBeUndefined();
  });

  it("valid is exit 42, invalid exit 43 with where and why", async () => {
    expect(await runScript("INT(1, 3, n) NEWLINE REP(n, SPACE) INT(-5, 5) END NEWLINE", "2\n4 -1\n")).toEqual({ valid: true });
    expect(await runScript("INT(1, 3, n) NEWLINE REP(n, SPACE) INT(-5, 5) END NEWLINE", "2\n4  -1\n")).toEqual({
      valid: false,
      message: "exit 43: ERROR: line 2 character 3 of the input doesn't match INT(-5, 5) (line 1 of the script): integer expected",
    });
  }, 60_000);

  it("the flags a package passes reach it: --whitespace-ok", async () => {
    expect(await runScript("INT(1, 3) SPACE INT(1, 3) NEWLINE", "1   2\n", ["--whitespace-ok"])).toEqual({ valid: true });
  }, 60_000);

  it("an endless WHILE and a REP of 2^63 end at the CPU limit, as the validator's failure", async () => {
    expect(await runScript("WHILE(1 == 1) END", "")).toMatchObject({ failed: expect.stringMatching(/was stopped: over 1 s of CPU/) });
    expect(await runScript("SET(x = 0) REP(2^63) SET(x = x + 1) END", "")).toMatchObject({ failed: expect.stringMatching(/was stopped: over 1 s of CPU/) });
  }, 120_000);

  it("an array of big numbers grown without end is stopped at the memory limit, not by the machine", async () => {
    // Each a[i] holds a million digits (415 KB): 256 MiB is reached in some 600 steps.
    expect(await runScript("SET(b = 10^(10^6)) REPI(i, 10^12) SET(a[i] = b + i) END", "")).toMatchObject({ failed: expect.stringMatching(/was stopped: over 256 MiB of memory/) });
  }, 120_000);

  it("a huge power is the script's error, named, and not a rejection of the input", async () => {
    expect(await runScript("INT(1, 9, n) NEWLINE SET(x = n^(10^15))", "5\n")).toEqual({
      failed: expect.stringMatching(/^the input validator .*check\.ctd failed: .*check\.ctd: error in the script: a power would have more than the \d+ decimal digits this checktestdata allows \(in SET\(x = n\^\(10\^15\)\), line 1 of the script\)$/),
    });
  }, 60_000);

  it("a script that does not parse (or nests past the limit) is refused before any input, with its line and column", async () => {
    await expect(runScript("INT(1, 9\nNEWLINE", "1\n")).rejects.toThrow(/check\.ctd does not parse: line 2, column 1 of the script: expected '\)', found "NEWLINE"/);
    await expect(runScript(`ASSERT(${"(".repeat(50_000)}1${")".repeat(50_000)} == 1)`, "")).rejects.toThrow(/nesting deeper than 400 levels/);
  }, 60_000);

  it("a script over 1 MiB is refused before it is parsed: its syntax is checked in the judge's own process", async () => {
    // 4 MB of `1+1+…` took 1.2 GiB of the judge's memory to parse, 10 MB of SPACE 900 MiB and 2.8 s.
    await expect(runScript(`SET(x = ${"1+".repeat(2_000_000)}1)\nEOF\n`, "")).rejects.toThrow(/check\.ctd is 3\.8 MiB, more than the 1 MiB a checktestdata script may be; it was not run/);
  }, 60_000);
});
