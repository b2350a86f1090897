import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sourceFromText } from "../../src/check/chunk-source";
import { compareOutputs } from "../../src/check/compare-output";
import { problemtoolsDir, referenceValidator } from "../helpers/default-validator";

// problemtools' own test table for its default_validator (vendored unchanged, MIT): each folder's judge.ans, user.out,
// args.txt and the exit code the reference gave (42 accepted, 43 wrong answer). Our kattis checker must agree on all.
const tableDir = join(problemtoolsDir, "default_validator_tests");
const rows = readdirSync(tableDir).filter((name) => name.startsWith("test_")).sort();
const read = (dir: string, file: string) => readFileSync(join(tableDir, dir, file));
const flagsOf = (dir: string) => (existsSync(join(tableDir, dir, "args.txt")) ? read(dir, "args.txt").toString().split(/\s+/).filter(Boolean) : []);
const expectedOf = (dir: string) => (Number(read(dir, "expected_exit_code.txt").toString().trim()) === 42 ? "AC" : "WA");

describe("the kattis checker on problemtools' default_validator tests", () => {
  it("has the whole vendored table (24 rows)", () => expect(rows.length).toBe(24));
  it.each(rows)("%s", (dir) => {
    const result = compareOutputs(sourceFromText(read(dir, "judge.ans").toString("latin1")), sourceFromText(read(dir, "user.out").toString("latin1")), { mode: "kattis", flags: flagsOf(dir) });
    expect(result.verdict).toBe(expectedOf(dir));
  });
});

// The reference itself, built from the vendored source (in the box, as a package's validator), gives the recorded exit
// code on every row too: a row we misread (a flag split wrongly, a file read wrongly) shows here.
const reference = await referenceValidator();
if (!reference) console.log("skipped: building problemtools' default_validator needs g++ on PATH");
afterAll(() => reference?.remove());
describe.skipIf(!reference)("problemtools' default_validator, built from its vendored source", () => {
  it.each(rows)("gives the recorded exit code on %s", async (row) => {
    expect(await reference!.judge({ answer: read(row, "judge.ans"), output: read(row, "user.out"), flags: flagsOf(row) })).toBe(expectedOf(row));
  });
});
