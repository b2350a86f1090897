import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPackageData } from "../../src/kattis/package-cases";
import { readPackageTree } from "../../src/kattis/package-tree";
import { groupArgs, parseGroupSettings } from "../../src/problem/test-group-settings";
import { settingsAtCase } from "../../src/verify/check-invalid-data";
import { makeTempDir, writeFiles } from "../authoring/helpers/temp-project";

// testdata.yaml (test_group.yaml in 2025-09) is inherited per group: a group's output_validator_args replace what it
// inherits from the folders above. stonebench has one checker setting per problem, so differing arguments are refused
// and folders that inherit none are named. Hand-made data/ trees (no processes run: this reads settings only).
describe("group settings inherited down data/", () => {
  const scratch = makeTempDir("group-settings");
  afterAll(() => scratch.remove());
  let count = 0;
  const dataOf = (files: Record<string, string>) => {
    const dir = join(scratch.dir, `p${++count}`);
    writeFiles(dir, { "problem.yaml": "name: x\n", ...files });
    const notes: string[] = [];
    return { read: () => readPackageData(readPackageTree(dir), notes), notes };
  };
  const cases = { "data/sample/1.in": "1\n", "data/sample/1.ans": "1\n", "data/secret/a/1.in": "1\n", "data/secret/a/1.ans": "1\n", "data/secret/b/1.in": "1\n", "data/secret/b/1.ans": "1\n" };

  it("data/testdata.yaml reaches every group; a group repeating it is the same setting", () => {
    const { read, notes } = dataOf({ ...cases, "data/testdata.yaml": "output_validator_flags: float_tolerance 1e-6\n", "data/secret/a/testdata.yaml": "output_validator_args: [float_tolerance, '1e-6']\n" });
    expect(read().validatorArgs).toEqual(["float_tolerance", "1e-6"]);
    expect(notes).toEqual([]);
  });

  it("arguments only in data/secret/: the samples inherit none, and are named as judged with them", () => {
    const { read, notes } = dataOf({ ...cases, "data/secret/testdata.yaml": "output_validator_args: [case_sensitive]\n" });
    expect(read().validatorArgs).toEqual(["case_sensitive"]);
    expect(notes).toEqual(['data/sample/ gives the output validator no arguments (none inherited), but stonebench has one checker setting per problem: its cases are judged with "case_sensitive" as well']);
  });

  it("a group that replaces what it inherits with other arguments is refused, naming both", () => {
    const { read } = dataOf({ ...cases, "data/testdata.yaml": "output_validator_args: [case_sensitive]\n", "data/secret/b/test_group.yaml": "output_validator_args: [space_change_sensitive]\n" });
    expect(read).toThrow(/different arguments \(data\/testdata\.yaml: "case_sensitive"; data\/secret\/b\/test_group\.yaml: "space_change_sensitive"\)/);
  });

  it("a malformed argument key is an error naming the file and the key, on import as on verify's reading", () => {
    const map = dataOf({ ...cases, "data/secret/a/testdata.yaml": "output_validator_args:\n  checker: [case_sensitive]\n" });
    expect(map.read).toThrow(/data\/secret\/a\/testdata\.yaml: output_validator_args must be a list of arguments \(or one string\), not a map/);
    const nested = dataOf({ ...cases, "data/testdata.yaml": "input_validator_args:\n  validate:\n    max: 10\n" });
    expect(nested.read).toThrow(/data\/testdata\.yaml: input_validator_args\.validate must be a list of arguments \(or one string\), not a map/);
    const list = dataOf({ ...cases, "data/secret/testdata.yaml": "- output_validator_args\n" });
    expect(list.read).toThrow(/data\/secret\/testdata\.yaml: expected a map of settings \(key: value\), found a list/);
    // verify reads the kept data/ through the same reader: the same error, naming the kept file.
    const kept = join(scratch.dir, "kept");
    writeFiles(kept, { "secret/g/testdata.yaml": "output_validator_args:\n  x: [1]\n", "secret/g/1.in": "1\n" });
    expect(() => settingsAtCase(kept, "secret/g/1")).toThrow(/kept\/secret\/g\/testdata\.yaml: output_validator_args must be a list of arguments \(or one string\), not a map/);
    expect(() => parseGroupSettings("output_validator_flags: 3\n", "x/testdata.yaml")).toThrow(/x\/testdata\.yaml: output_validator_flags must be one string of flags, not number 3/);
    expect(() => parseGroupSettings("output_validator_args: [a, {b: 1}]\n", "y.yaml")).toThrow(/y\.yaml: output_validator_args must be/);
    // A NUL byte no program can be given: it was an internal error when the validator started.
    expect(() => parseGroupSettings('input_validator_args:\n  validate: ["a\\0b"]\n', "z.yaml")).toThrow(/^z\.yaml: input_validator_args holds a NUL byte \(\\0\), which no program can be given as an argument$/);
    expect(() => parseGroupSettings('output_validator_flags: "x\\0"\n', "z.yaml")).toThrow(/^z\.yaml: output_validator_flags holds a NUL byte/);
  });

  it("one reader: every shape the formats allow gives the same arguments", () => {
    const read = (text: string) => parseGroupSettings(text, "t.yaml");
    expect(groupArgs(read("output_validator_args: [float_tolerance, 1e-6]\n"), "output_validator")).toEqual(["float_tolerance", "0.000001"]);
    expect(groupArgs(read("output_validator_args: \"case_sensitive  space_change_sensitive\"\n"), "output_validator")).toEqual(["case_sensitive", "space_change_sensitive"]);
    expect(groupArgs(read("output_validator_flags: float_tolerance 1e-6\n"), "output_validator")).toEqual(["float_tolerance", "1e-6"]);
    expect(groupArgs(read("input_validator_args:\n  a: [--max, 10]\n"), "input_validator", "a")).toEqual(["--max", "10"]);
    // A validator the map does not name runs without arguments.
    expect(groupArgs(read("input_validator_args:\n  a: [--max, 10]\n"), "input_validator", "b")).toEqual([]);
    expect(groupArgs(read(""), "output_validator")).toBeUndefined();
    expect(groupArgs(read("description: hard cases\n"), "input_validator")).toBeUndefined();
  });
});
