import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findCases } from "../../src/problem/find-cases";

// --case 1, as cph and oj number tests, selected 10-…, 11-…, 12-… and 13-… (every name starting "1") and not
// 01-sample; --case 3 found nothing among 03-small-01…; --case sample matched nothing without a word of the glob.
const dir = mkdtempSync(join(tmpdir(), "stonebench-case-number-"));
const cases = join(dir, "cases");
mkdirSync(cases);
for (const name of ["01-sample", "02-edges", "03-small-01", "03-small-02", "10-crlf", "11-tabs", "100-big"]) {
  writeFileSync(join(cases, `${name}.in`), "1\n");
  writeFileSync(join(cases, `${name}.out`), "1\n");
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const pick = (only: string): string[] => findCases(cases, { problemId: "p", only }).map((testCase) => testCase.name);

describe("--case with a number", () => {
  it("is the case numbered so: 1 is 01-sample, 3 the 03-…s, 10 is 10-crlf (not 100-big)", () => {
    expect(pick("1")).toEqual(["01-sample"]);
    expect(pick("3")).toEqual(["03-small-01", "03-small-02"]);
    expect(pick("03")).toEqual(["03-small-01", "03-small-02"]);
    expect(pick("10")).toEqual(["10-crlf"]);
    expect(pick("100")).toEqual(["100-big"]);
  });

  it("names, globs and prefixes work as before", () => {
    expect(pick("02-edges")).toEqual(["02-edges"]);
    expect(pick("0[12]*")).toEqual(["01-sample", "02-edges"]);
    expect(pick("03-small")).toEqual(["03-small-01", "03-small-02"]);
    expect(pick("0")).toEqual(["01-sample", "02-edges", "03-small-01", "03-small-02"]);
  });

  it("a word in the middle of names is offered as a glob", () => {
    expect(() => pick("small")).toThrow('--case "small" matches no case of "p"; 2 cases hold "small" in the name: --case "*small*"');
    expect(() => pick("zzz")).toThrow(/^--case "zzz" matches no case of "p"$/);
  });
});
