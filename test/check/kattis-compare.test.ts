import { afterAll, describe, expect, it } from "vitest";
import { sourceFromText } from "../../src/check/chunk-source";
import { compareOutputs } from "../../src/check/compare-output";
import { parseCFloat, parseKattisFlags } from "../../src/check/kattis-compare";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { referenceValidator } from "../helpers/default-validator";

const judge = (answer: string, output: string, flags: string[] = []) =>
  compareOutputs(sourceFromText(answer), sourceFromText(output), { mode: "kattis", flags }).verdict;

// Each row quotes or follows a sentence of the problem package format's "Default Output Validator" section
// (2025-09; the legacy wording is the same) and, where the spec is silent, problemtools' default_validator.cc.
const table: [string, string, string, string[], "AC" | "WA"][] = [
  // "tokenizes the files by splitting on sequences of one or more consecutive whitespaces"
  ["whitespace amounts are ignored by default", "1 2\n3\n", "1    2 3", [], "AC"],
  ["leading and trailing whitespace is ignored by default", "a b\n", "\n\n  a\tb   \n\n", [], "AC"],
  ["form feed, vertical tab and CR are whitespace", "a b c d\n", "a\fb\vc\r\nd", [], "AC"],
  ["a token glued to another is WA", "1 2\n", "12\n", [], "WA"],
  ["a disagreement in the number of tokens: one more", "1\n", "1 2\n", [], "WA"],
  ["a disagreement in the number of tokens: one less", "1 2\n", "1\n", [], "WA"],
  ["empty output against a token", "x\n", "", [], "WA"],
  ["both empty", "", "\n", [], "AC"],
  // "the submitted output token is accepted if it matches the answer file token up to case"
  ["case-insensitive by default: yes vs YES", "YES\n", "yes\n", [], "AC"],
  ["case-insensitive by default: Possible vs pOSSIBLE", "Possible\n", "pOSSIBLE\n", [], "AC"],
  ["only ASCII A–Z fold: É vs é differ", "É\n", "é\n", [], "WA"],
  // "If case_sensitive is specified, the two tokens must be identical byte for byte."
  ["case_sensitive: yes vs YES is WA", "YES\n", "yes\n", ["case_sensitive"], "WA"],
  ["case_sensitive: same bytes are AC", "YES\n", "YES\n", ["case_sensitive"], "AC"],
  // "reject any submission output whose whitespace sequences (including leading and trailing) differ … in type or amount"
  ["space_change_sensitive: same bytes are AC", "1 2\n3\n", "1 2\n3\n", ["space_change_sensitive"], "AC"],
  ["space_change_sensitive: two spaces for one", "1 2\n", "1  2\n", ["space_change_sensitive"], "WA"],
  ["space_change_sensitive: a tab for a space (type)", "1 2\n", "1\t2\n", ["space_change_sensitive"], "WA"],
  ["space_change_sensitive: missing trailing newline", "1\n", "1", ["space_change_sensitive"], "WA"],
  ["space_change_sensitive: extra trailing newline", "1\n", "1\n\n", ["space_change_sensitive"], "WA"],
  ["space_change_sensitive: leading space", "1\n", " 1\n", ["space_change_sensitive"], "WA"],
  ["space_change_sensitive: CRLF against LF", "1\n", "1\r\n", ["space_change_sensitive"], "WA"],
  ["space_change_sensitive stays case-insensitive", "A B\n", "a b\n", ["space_change_sensitive"], "AC"],
  // "If no floating-point tolerance has been set, floating-point tokens are compared as strings."
  ["no tolerance: 1.0 vs 1 compare as strings", "1.0\n", "1\n", [], "WA"],
  ["no tolerance: 1e2 vs 1E2 match up to case", "1e2\n", "1E2\n", [], "AC"],
  // "if an absolute tolerance ε has been set, the token is accepted if |s-a| ≤ ε"
  ["absolute: error 0.001 within 0.001", "1.000\n", "1.001\n", ["float_absolute_tolerance", "0.0015"], "AC"],
  ["absolute: error 0.01 beyond 0.001", "1.00\n", "1.01\n", ["float_absolute_tolerance", "0.001"], "WA"],
  ["absolute: a big value with a small relative error is still WA", "1000000\n", "1000000.5\n", ["float_absolute_tolerance", "1e-6"], "WA"],
  // "if a relative tolerance ε has been set, the token is accepted if |s-a| ≤ ε|a|"
  ["relative: 1000000.5 within 1e-6 of 1000000", "1000000\n", "1000000.5\n", ["float_relative_tolerance", "1e-6"], "AC"],
  ["relative alone does not accept an absolute error: 0 vs 1e-9", "0\n", "1e-9\n", ["float_relative_tolerance", "1e-6"], "WA"],
  ["relative alone: 1e-9 vs 2e-9 is WA although tiny", "1e-9\n", "2e-9\n", ["float_relative_tolerance", "1e-6"], "WA"],
  // "when supplying both …, the token is accepted if it is within either of the two tolerances"
  ["both: within absolute only", "0\n", "1e-9\n", ["float_absolute_tolerance", "1e-6", "float_relative_tolerance", "1e-6"], "AC"],
  ["both: within relative only", "1000000\n", "1000000.5\n", ["float_absolute_tolerance", "1e-6", "float_relative_tolerance", "1e-6"], "AC"],
  ["both: within neither", "1\n", "1.1\n", ["float_absolute_tolerance", "1e-6", "float_relative_tolerance", "1e-6"], "WA"],
  // "float_tolerance ε: short-hand for applying ε as both relative and absolute tolerance"
  ["float_tolerance: absolute side", "0\n", "0.0000005\n", ["float_tolerance", "1e-6"], "AC"],
  ["float_tolerance: relative side", "1e9\n", "1000000500\n", ["float_tolerance", "1e-6"], "AC"],
  ["float_tolerance: beyond both", "2\n", "2.001\n", ["float_tolerance", "1e-6"], "WA"],
  // "parse exact integers as floating-point and apply the above semantics to them"
  ["integers are floats under a tolerance: 3 vs 3.0000001", "3\n", "3.0000001\n", ["float_tolerance", "1e-6"], "AC"],
  ["any valid formatting: 1.5 vs 15e-1 vs +1.50", "1.5 1.5\n", "15e-1 +1.50\n", ["float_tolerance", "1e-9"], "AC"],
  ["grammar: .5 and 5. are numbers", "0.5 5\n", ".5 5.\n", ["float_tolerance", "1e-9"], "AC"],
  // "If the submission output token cannot be parsed as floating-point, the validator rejects"
  ["a word where a number is expected", "1.5\n", "one\n", ["float_tolerance", "1e-6"], "WA"],
  ["a number with trailing junk is not a number", "1.5\n", "1.5x\n", ["float_tolerance", "1e-6"], "WA"],
  // glibc's scanf (so Kattis) reads "1e" and "2e+" as 1 and 2; the spec's grammar would not.
  ["1e without exponent digits reads as 1, as glibc does", "1\n", "1e\n", ["float_tolerance", "1e-6"], "AC"],
  ["hexadecimal floats are numbers, as glibc reads them", "16\n", "0x10\n", ["float_tolerance", "1e-6"], "AC"],
  ["0x alone is not a number", "0\n", "0x\n", ["float_tolerance", "1e-6"], "WA"],
  ["1.5f is not a number", "1.5\n", "1.5f\n", ["float_tolerance", "1e-6"], "WA"],
  // Non-number answer tokens are words even under a tolerance (default_validator.cc: isfloat fails on nan/inf).
  ["NaN vs nan match as words", "NaN\n", "nan\n", ["float_tolerance", "1e-6"], "AC"],
  ["inf vs INF match as words", "inf\n", "INF\n", ["float_tolerance", "1e-6"], "AC"],
  ["NaN vs nan under case_sensitive is WA", "NaN\n", "nan\n", ["case_sensitive", "float_tolerance", "1e-6"], "WA"],
  ["a number where the answer says nan is WA", "nan\n", "0\n", ["float_tolerance", "1e-6"], "WA"],
  ["nan where the answer is a number is WA", "0\n", "nan\n", ["float_tolerance", "1e-6"], "WA"],
  ["1e400 overflows, so it is a word: equal text matches", "1e400\n", "1E400\n", ["float_tolerance", "1e-6"], "AC"],
  ["words stay words under a tolerance: Impossible vs impossible", "Impossible 2.0\n", "impossible 2\n", ["float_tolerance", "1e-6"], "AC"],
];

describe("the kattis checker (Kattis's default output validator)", () => {
  it.each(table)("%s", (_, answer, output, flags, verdict) => {
    expect(judge(answer, output, flags)).toBe(verdict);
  });

  it("reads outputs split into tiny chunks the same way", () => {
    const chunked = (text: string) => {
      const bytes = Buffer.from(text);
      let at = 0;
      return { next: () => (at < bytes.length ? bytes.subarray(at, ++at) : null), readAt: (o: number, l: number) => bytes.subarray(o, o + l), close() {} };
    };
    for (const [, answer, output, flags, verdict] of table) {
      expect(compareOutputs(chunked(answer), chunked(output), { mode: "kattis", flags }).verdict).toBe(verdict);
    }
  });

  it("says where and what differs", () => {
    const result = compareOutputs(sourceFromText("a\nb\nc\n"), sourceFromText("a\nb\nx\n"), { mode: "kattis" });
    expect(result.verdict).toBe("WA");
    if (result.verdict !== "AC") expect(result.message).toMatch(/line 3: expected "c", got "x"/);
  });

  // A helper read "(tolerance -1)" for the tolerance the flags leave unset.
  it("a float error names only the tolerances set, the other as not set", () => {
    const result = compareOutputs(sourceFromText("1.0\n"), sourceFromText("1.5\n"), { mode: "kattis", flags: ["float_relative_tolerance", "1e-5"] });
    expect(result.verdict).toBe("WA");
    if (result.verdict !== "AC") {
      expect(result.message).toMatch(/absolute error 0\.5 \(no tolerance set\), relative error 0\.5 \(tolerance 0\.00001\)/);
      expect(result.message).not.toContain("-1");
    }
  });
});

describe("the default validator's flag and number parsing", () => {
  it.each([
    [["case_sensitive", "space_change_sensitive"], true],
    [["float_tolerance", "1e-6"], true],
    [["float_tolerance"], false],
    [["float_tolerance", "abc"], false],
    [["float_tolerance", "nan"], false],
    [["ignore_case"], false],
  ] as const)("flags %j are accepted: %s", (flags, ok) => {
    expect("flags" in parseKattisFlags(flags)).toBe(ok);
  });

  it("float_tolerance sets both tolerances, the others one each", () => {
    expect(parseKattisFlags(["float_tolerance", "0.5"])).toEqual({ flags: { caseSensitive: false, spaceChangeSensitive: false, absoluteTolerance: 0.5, relativeTolerance: 0.5 } });
    expect(parseKattisFlags(["float_relative_tolerance", "0.5"])).toMatchObject({ flags: { absoluteTolerance: -1, relativeTolerance: 0.5 } });
  });

  it.each([
    ["1", 1], ["-2.5", -2.5], ["+.5", 0.5], ["5.", 5], ["1e3", 1000], ["1E-3", 0.001], ["0x10", 16], ["0x1p-2", 0.25],
    ["1e", 1], ["1E-", 1], ["0x1p", 1], ["0x.8", 0.5], ["1e-999", 0],
    ["nan", undefined], ["nan(12)", undefined], ["inf", undefined], ["-infinity", undefined], ["1e999", undefined], [".", undefined], ["0x", undefined], [".e1", undefined], ["1,5", undefined], ["", undefined],
  ] as const)("%j parses as %s (C's strtod, whole token)", (token, value) => {
    expect(parseCFloat(token)).toBe(value);
  });

  it("problem.yaml refuses kattis flags the validator would refuse, naming the line", () => {
    const yaml = "title: T\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: kattis\nvalidatorFlags: [float_tolerance]\n";
    expect(() => parseProblemConfig(yaml, "problem.yaml")).toThrow(/problem\.yaml:5: "validatorFlags": float_tolerance needs a finite number/);
    const good = parseProblemConfig(yaml.replace("[float_tolerance]", "[float_tolerance, 1e-6]"), "problem.yaml");
    expect(good.validatorFlags).toEqual(["float_tolerance", "0.000001"]);
  });
});

// The oracle: problemtools' own default_validator.cc (vendored unchanged, MIT), built here with the machine's g++.
const reference = await referenceValidator();
if (!reference) console.log("skipped: the cross-check against problemtools' default validator needs g++ on PATH to build it");
afterAll(() => reference?.remove());
describe.skipIf(!reference)("the kattis checker against problemtools' default_validator binary", () => {
  it.each(table)("agrees on: %s", async (_, answer, output, flags) => {
    const said = await reference!.judge({ answer, output, flags });
    expect(["AC", "WA"]).toContain(said);
    expect(judge(answer, output, flags)).toBe(said);
  });
});

// A solution's token is parsed in the judge's own process: the decimal pattern's \d+\.?\d* tried every split of a run
// of digits before failing, and "1" 60,000 times then "x" (a WA under float_tolerance) took the judge 18 s, quadratic
// in the token (days at an 8 MiB output). The pattern now reads the dot as (?:\.\d*)?: the same numbers, linear.
describe("parseCFloat reads a long token in linear time, as the old pattern read it", () => {
  const OLD_DECIMAL = /^([+-]?(?:\d+\.?\d*|\.\d+))(?:[eE]([+-]?\d*))?$/;
  const oldParse = (token: string): number | undefined => {
    const decimal = OLD_DECIMAL.exec(token);
    if (!decimal) return parseCFloat(token.startsWith("0x") || token.startsWith("-0x") || token.startsWith("+0x") ? token : "\0");
    const value = Number(/\d/.test(decimal[2] ?? "") ? token : decimal[1]);
    return Number.isFinite(value) ? value : undefined;
  };

  it("the same value as the old pattern on 20,000 random tokens of digits, dots, signs and exponents", () => {
    const marks = ["1", "0", "9", ".", "e", "E", "+", "-", "x", "5"];
    let seed = 12345;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 20_000; i++) {
      const token = Array.from({ length: 1 + random(8) }, () => marks[random(marks.length)]).join("");
      expect(parseCFloat(token), token).toEqual(oldParse(token));
    }
  });

  it("a token of 200,000 digits and a letter is no number, at once; under float_tolerance it is a WA", () => {
    const token = `${"1".repeat(200_000)}x`;
    const started = Date.now();
    expect(parseCFloat(token)).toBeUndefined();
    expect(judge("0.5\n", `${token}\n`, ["float_tolerance", "1e-6"])).toBe("WA");
    // Linear: milliseconds here; the old pattern took minutes on it.
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);
});
