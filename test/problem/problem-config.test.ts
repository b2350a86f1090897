import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { parseProblemConfig } from "../../src/problem/problem-config";

const valid = "title: Fibonacci Nim\nsource: https://acm.hdu.edu.cn/showproblem.php?pid=2516\naliases: [fib-nim]\ntimeLimitMs: 2000\nmemoryLimitMiB: 32\n";

describe("reading problem.yaml", () => {
  it("reads a valid file with defaults for the optional keys", () => {
    expect(parseProblemConfig(valid, "p.yaml")).toEqual({
      title: "Fibonacci Nim",
      source: "https://acm.hdu.edu.cn/showproblem.php?pid=2516",
      aliases: ["fib-nim"],
      timeLimitMs: 2000,
      memoryLimitMiB: 32,
      outputLimitMiB: 64,
      checker: "hdu",
      tolerance: 1e-6,
      validatorFlags: [],
      memoryLimitScope: "above-baseline",
    });
  });

  it("reads the memory scope and validator flags (as a list or a Kattis-style string)", () => {
    const config = parseProblemConfig(`${valid}memoryLimitScope: whole-process\nvalidatorFlags: case_sensitive float_tolerance 1e-6\n`, "p.yaml");
    expect(config.memoryLimitScope).toBe("whole-process");
    expect(config.validatorFlags).toEqual(["case_sensitive", "float_tolerance", "1e-6"]);
    // A NUL byte, which no program can be given: a custom checker's start failed on every case, an IE naming args[26].
    expect(() => parseProblemConfig(`${valid}validatorFlags: ["a\\0b"]\n`, "p.yaml")).toThrow(/"validatorFlags" holds a NUL byte \(\\0\), which no program can be given as an argument/);
    expect(() => parseProblemConfig(`${valid}memoryLimitScope: total\n`, "p.yaml")).toThrow(/"memoryLimitScope" must be one of above-baseline, whole-process/);
  });

  it("reads interactive: true, and leaves the key out when false", () => {
    expect(parseProblemConfig(`${valid}interactive: true\n`, "p.yaml").interactive).toBe(true);
    expect("interactive" in parseProblemConfig(`${valid}interactive: false\n`, "p.yaml")).toBe(false);
  });

  it.each([
    ["broken YAML, with its line", "title: x\ntimeLimitMs: [1\n", /^p\.yaml:\d+: broken YAML/],
    ["an unknown key, with a suggestion", "title: x\ntimeLimit: 1\nmemoryLimitMiB: 1\n", /^p\.yaml:2: unknown key "timeLimit"$/],
    ["a missing required key", "title: x\nmemoryLimitMiB: 1\n", /^p\.yaml:1: missing key "timeLimitMs"$/],
    ["an output cap past any sane range (1e300 made a right answer WA)", "title: x\ntimeLimitMs: 1\nmemoryLimitMiB: 1\noutputLimitMiB: 1e300\n", /^p\.yaml:4: "outputLimitMiB" must be at most 65536 MiB/],
    ["an output cap that overflowed RLIMIT_FSIZE (2e13 made it RE)", "title: x\ntimeLimitMs: 1\nmemoryLimitMiB: 1\noutputLimitMiB: 20000000000000\n", /"outputLimitMiB" must be at most 65536 MiB/],
    ["a time limit of more than ten minutes", "title: x\ntimeLimitMs: 600001\nmemoryLimitMiB: 1\n", /^p\.yaml:2: "timeLimitMs" must be at most 600000 ms/],
    ["a memory limit of more than 1 TiB", "title: x\ntimeLimitMs: 1\nmemoryLimitMiB: 1048577\n", /^p\.yaml:3: "memoryLimitMiB" must be at most 1048576 MiB/],
    ["a negative limit", "title: x\ntimeLimitMs: -1\nmemoryLimitMiB: 1\n", /^p\.yaml:2: "timeLimitMs" must be a positive whole number, got -1$/],
    ["a fractional limit", "title: x\ntimeLimitMs: 1\nmemoryLimitMiB: 1.5\n", /^p\.yaml:3: "memoryLimitMiB" must be a positive whole number/],
    ["an unknown checker", "title: x\ntimeLimitMs: 1\nmemoryLimitMiB: 1\nchecker: diff\n", /^p\.yaml:4: "checker" must be one of hdu, tokens, float, custom, kattis, testlib/],
    ["aliases that are not a list", "title: x\ntimeLimitMs: 1\nmemoryLimitMiB: 1\naliases: fib\n", /^p\.yaml:4: "aliases" must be a list/],
    ["a duplicate key", "title: x\ntitle: y\ntimeLimitMs: 1\nmemoryLimitMiB: 1\n", /^p\.yaml:\d+: broken YAML: Map keys must be unique/],
    ["a list instead of a mapping", "- a\n- b\n", /^p\.yaml:1: expected a mapping/],
    ["interactive that is not true or false", "title: x\ntimeLimitMs: 1\nmemoryLimitMiB: 1\ninteractive: sometimes\n", /^p\.yaml:4: "interactive" must be true or false/],
  ])("refuses %s", (_, text, message) => {
    expect(() => parseProblemConfig(text, "p.yaml")).toThrow(message);
  });

  it("never throws anything but a UserError, whatever the text (fuzzed)", () => {
    const keys = ["title", "source", "aliases", "timeLimitMs", "memoryLimitMiB", "outputLimitMiB", "checker", "tolerance", "x"];
    const values = fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom("[a, b]", "{a: 1}", "~", "-1", "1e400", "!!binary AAAA", "*x", "&x 1", "'", '"', "[", "hdu"));
    const yamlish = fc.array(fc.tuple(fc.constantFrom(...keys), values), { maxLength: 10 }).map((pairs) => pairs.map(([key, value]) => `${key}: ${value}`).join("\n"));
    fc.assert(
      fc.property(fc.oneof(fc.string(), yamlish), (text) => {
        try {
          const config = parseProblemConfig(text, "p.yaml");
          expect(config.timeLimitMs).toBeGreaterThan(0);
          expect(config.memoryLimitMiB).toBeGreaterThan(0);
        } catch (error) {
          expect(error).toBeInstanceOf(UserError);
          expect((error as Error).message).toMatch(/^p\.yaml:\d+: /);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
