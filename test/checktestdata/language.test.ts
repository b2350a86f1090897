import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCtd, type CtdVerdict } from "../../src/checktestdata/check";
import { parseScript } from "../../src/checktestdata/parse";
import { compileRegex } from "../../src/checktestdata/regex";

// Our checktestdata interpreter against DOMjudge/checktestdata's own test programs and data (test/fixtures/checktestdata,
// its README says where they come from and how its Makefile reads them), then the language's corners one by one.
const dir = join(__dirname, "..", "fixtures", "checktestdata", "tests");
const files = readdirSync(dir).sort();
const read = (name: string): string => readFileSync(join(dir, name)).toString("latin1");
const valid = (verdict: CtdVerdict): boolean => "valid" in verdict && verdict.valid;

describe("DOMjudge/checktestdata's tests/", () => {
  const cases: { prog: string; data: string; expectValid: boolean; args: string[] }[] = [];
  for (const prog of files.filter((name) => /^test(ws)?_\w+_prog\.(in|err)\d*$/.test(name))) {
    const base = prog.replace(/_prog\..*$/, "");
    const args = base.startsWith("testws_") ? ["--whitespace-ok"] : [];
    const errorProgram = /_prog\.err/.test(prog);
    for (const data of files.filter((name) => name.startsWith(`${base}_data.`))) {
      if (errorProgram && data !== `${base}_data.in`) continue;
      cases.push({ prog, data, expectValid: !errorProgram && /_data\.in\d*$/.test(data), args });
    }
  }

  it("holds them all (175 pairs)", () => {
    expect(cases.length).toBe(175);
  });

  it.each(cases)("$prog on $data: valid $expectValid", ({ prog, data, expectValid, args }) => {
    const verdict = runCtd(read(prog), read(data), args);
    expect(valid(verdict), JSON.stringify(verdict)).toBe(expectValid);
  });
});

describe("DOMjudge/checktestdata's examples/ (DOMjudge's sample problems, NWERC 2008's scripts)", () => {
  const examples = join(__dirname, "..", "fixtures", "checktestdata", "examples");
  const scripts = [...readdirSync(examples).filter((name) => name.endsWith(".ctd")), ...readdirSync(join(examples, "nwerc2008")).map((name) => `nwerc2008/${name}`)];
  it.each(scripts)("%s parses", (name) => {
    expect(parseScript(readFileSync(join(examples, name)).toString("latin1")).length).toBeGreaterThan(0);
  });
});

function check(script: string, input: string, args: string[] = []): CtdVerdict {
  return runCtd(script, input, args);
}

describe("the language", () => {
  it("says where the input fails, with the line and character, the command and why", () => {
    const verdict = check("INT(1, 10, n) NEWLINE\nREP(n) INT(1, 100) NEWLINE END\n", "2\n5\n101\n");
    expect(verdict).toMatchObject({ valid: false, message: "ERROR: line 3 character 4 of the input doesn't match INT(1, 100) (line 2 of the script): value 101 out of range [1, 100]" });
    expect("context" in verdict && verdict.context).toBe("101\n   ^");
  });

  it("a script's syntax error names its line and column", () => {
    expect(check("INT(1, 2)\n  REP(3\n", "1")).toEqual({ error: "parse error: line 3, column 1 of the script: expected ')', found the end of the script" });
  });

  it("an undefined variable or a type error is the script's error, never a verdict", () => {
    expect(check("INT(1, n)", "1")).toMatchObject({ error: expect.stringMatching(/variable n undefined \(in INT\(1, n\), line 1 of the script\)/) });
    expect(check('SET(s = "a") ASSERT(s < 1)', "")).toMatchObject({ error: expect.stringMatching(/cannot compare "a" < 1/) });
    expect(check("INT(0, 10, x) ASSERT(x / 0 == 1)", "5")).toMatchObject({ error: expect.stringMatching(/division by zero/) });
  });

  it("integer division truncates toward zero, and % takes the dividend's sign, as GMP's do", () => {
    expect(valid(check("ASSERT(-7 / 2 == -3 && -7 % 2 == -1 && 7 % -2 == 1)", ""))).toBe(true);
  });

  it("floats are exact: 4/3.0 is not a decimal, 0.1 + 0.2 is 0.3, an integer equals its float", () => {
    expect(valid(check("ASSERT(0.1 + 0.2 == 0.3) ASSERT(3 * (4 / 3.0) == 4) ASSERT(2 == 2.0)", ""))).toBe(true);
    expect(valid(check("FLOAT(0, 4/3.0) NEWLINE", "1.3333333333333333333333333333333333333333333\n"))).toBe(true);
    expect(valid(check("FLOAT(0, 4/3.0) NEWLINE", "1.3333333333333333333333333333333333333333334\n"))).toBe(false);
  });

  it("^ is left-associative and a unary minus takes the power after it, as checktestdata's grammar has them", () => {
    expect(valid(check("ASSERT(2^3^2 == 64) ASSERT(-2^2 == -4) ASSERT(2^-(-3) == 8)", ""))).toBe(true);
  });

  it("&& and || have one precedence, left to right, and ! negates the whole test after it", () => {
    // (1==1 || 1==2) && 1==2 is false; with && binding tighter it would be true.
    expect(valid(check("ASSERT(!(1==1 || 1==2 && 1==2))", ""))).toBe(true);
    // !(1==2 && 1==1): ! takes both tests, so this holds.
    expect(valid(check("ASSERT(!1==2 && 1==1)", ""))).toBe(true);
    expect(valid(check("ASSERT(!1==1 && 1==2)", ""))).toBe(true);
  });

  it("a literal with a leading 0 is octal, as GMP reads it; with an 8 or 9 in it, a decimal float", () => {
    expect(valid(check("ASSERT(010 == 8)", ""))).toBe(true);
    expect(valid(check("ASSERT(09 == 9) INT(0, 09)", "9"))).toBe(false);
    expect(check("INT(0, 09)", "9")).toMatchObject({ error: expect.stringMatching(/the upper bound 9 is not an integer/) });
  });

  it("keywords are matched longest first, so SPACENEWLINE is two commands", () => {
    expect(valid(check("INT(1,1) SPACENEWLINE", "1 \n"))).toBe(true);
  });

  it("REGEX takes the longest match (POSIX), '.' matches a newline, and brackets take classes", () => {
    expect(valid(check('REGEX("a|ab", m) ASSERT(m == "ab") NEWLINE', "ab\n"))).toBe(true);
    expect(valid(check('REGEX("[[:alpha:]]+[[:digit:]]{2,3}") NEWLINE', "abc123\n"))).toBe(true);
    expect(valid(check('REGEX("[[:alpha:]]+[[:digit:]]{2,3}") NEWLINE', "abc1234\n"))).toBe(false);
    expect(valid(check('REGEX("x.*") ', "x\nyz\n"))).toBe(true);
    expect(valid(check('REGEX("[^\\n]*") NEWLINE STRING("b") NEWLINE', "a\nb\n"))).toBe(true);
    expect(compileRegex("^(a|b)*c$").longestMatch("ababc", 0)).toBe(5);
    // A backslash before one of .[\()*+?{|^$ makes it literal; before anything else it is an error, as in checktestdata.
    expect(valid(check('REGEX("\\\\(\\\\{\\\\|") NEWLINE', "({|\n"))).toBe(true);
    expect(check('REGEX("\\\\}") NEWLINE', "}\n")).toMatchObject({ error: expect.stringMatching(/an invalid escape \\\}/) });
    expect(compileRegex("(a*)*b").longestMatch("aaaa", 0)).toBe(-1);
  });

  it("a regular expression that would backtrack for ever is linear here", () => {
    const start = Date.now();
    expect(compileRegex("(a|aa)*(a|aa)*(a|aa)*b").longestMatch("a".repeat(20_000), 0)).toBe(-1);
    expect(Date.now() - start).toBeLessThan(20_000);
  });

  it("UNIQUE and INARRAY compare numbers by value, as checktestdata does: 2 and 2.0 are one", () => {
    expect(valid(check("REPI(i, 3, SPACE) INT(0, 9, x[i]) END NEWLINE ASSERT(UNIQUE(x) && INARRAY(2, x) && INARRAY(2.0, x) && !INARRAY(2.5, x))", "1 2 3\n"))).toBe(true);
    expect(valid(check("SET(x[0] = 1, x[1] = 1.0) ASSERT(UNIQUE(x))", ""))).toBe(false);
    expect(check("REPI(i, 3, SPACE) INT(0, 9, x[i]) END NEWLINE ASSERT(UNIQUE(x))", "1 2 1\n")).toMatchObject({ message: expect.stringMatching(/non-unique tuple \(1\) found at indices \[0\] and \[2\]/) });
  });

  it("INARRAY follows a value overwritten or unset after it first asked", () => {
    const script = "SET(x[0] = 1, x[1] = 5) ASSERT(INARRAY(1, x)) SET(x[0] = 2) ASSERT(!INARRAY(1, x) && INARRAY(2, x) && INARRAY(5, x)) UNSET(x) SET(x[3] = 1) ASSERT(INARRAY(1, x) && !INARRAY(5, x))";
    expect(check(script, "")).toEqual({ valid: true });
  });

  it("multi-dimensional arrays, strings and STRLEN", () => {
    const script = 'REPI(i, 2) REPI(j, 2, SPACE) INT(0, 9, g[i, j]) END NEWLINE END ASSERT(g[0, 1] + g[1, 0] == 5) REGEX("[a-z]+", w) ASSERT(STRLEN(w) == 3 && w == "abc") NEWLINE';
    expect(valid(check(script, "1 2\n3 4\nabc\n"))).toBe(true);
  });

  it("--whitespace-ok lets runs of blanks stand for SPACE and around NEWLINE; without it they fail", () => {
    expect(valid(check("INT(1,9) SPACE INT(1,9) NEWLINE", "  1 \t 2  \n  ", ["--whitespace-ok"]))).toBe(true);
    expect(valid(check("INT(1,9) SPACE INT(1,9) NEWLINE", "1  2\n"))).toBe(false);
  });

  it("arguments that are not checktestdata's own are left alone; generating is refused", () => {
    expect(valid(check("INT(1,9) NEWLINE", "1\n", ["strict"]))).toBe(true);
    expect(check("INT(1,9) NEWLINE", "1\n", ["-g"])).toMatchObject({ error: expect.stringMatching(/generates test data/) });
  });

  it("IF, ELSE, WHILEI, REP with a separator, EOF in the middle", () => {
    const script = "WHILEI(i, !ISEOF) IF(MATCH(\"-\")) STRING(\"-\") ELSE INT(0, 9) END NEWLINE END ASSERT(i == 3) EOF";
    expect(valid(check(script, "1\n-\n7\n"))).toBe(true);
  });
});

describe("hostile scripts stop with an error, not a crash or a hang", () => {
  it("nesting past the limit is a parse error, not a stack overflow", () => {
    expect(check(`ASSERT(${"(".repeat(100_000)}1${")".repeat(100_000)} == 1)`, "")).toMatchObject({ error: expect.stringMatching(/nesting deeper than 400 levels/) });
    expect(check(`${"IF(1==1) ".repeat(5_000)}${"END ".repeat(5_000)}`, "")).toMatchObject({ error: expect.stringMatching(/nesting deeper than 400 levels/) });
    expect(check(`SET(x = ${"-".repeat(100_000)}1)`, "")).toMatchObject({ error: expect.stringMatching(/nesting deeper/) });
  });

  it("a huge power or product is refused before it is computed", () => {
    expect(check("SET(x = 2^(10^18))", "")).toMatchObject({ error: expect.stringMatching(/a power would have more than the \d+ decimal digits/) });
    expect(check("SET(x = 10^1000000) REP(30) SET(x = x * x) END", "")).toMatchObject({ error: expect.stringMatching(/a product would have more than/) });
    expect(check("SET(x = 1.5^(10^12))", "")).toMatchObject({ error: expect.stringMatching(/a power would have more/) });
    expect(check("SET(x = 1E999999999999)", "")).toMatchObject({ error: expect.stringMatching(/exponent too large/) });
  });

  it("a float in the input with an enormous exponent is rejected, not expanded", () => {
    expect(check("FLOAT(0, 1) NEWLINE", "1e99999999999999\n")).toMatchObject({ valid: false, message: expect.stringMatching(/exponent too large/) });
    expect(valid(check("FLOAT(0, 1) NEWLINE", "0e99999999999999\n"))).toBe(true);
  });

  it("the workbench's own syntax check (outside the box) computes no number; the boxed run does, and folds constants", () => {
    // 10^(2*10^6) would be computed by a full parse (constant folding); the syntax check leaves every number alone.
    const script = "SET(x = 10^(2*10^6), y = 1E99999999999) INT(0, 10^9)";
    expect(parseScript(script, { syntaxOnly: true })).toHaveLength(2);
    expect(() => parseScript(script)).toThrow(/exponent too large/);
    const [command] = parseScript("INT(0, 10^9 + 7)");
    expect(command).toMatchObject({ k: "INT", max: { k: "const", value: { t: "int", v: 1_000_000_007n } } });
  });

  it("a REP count past 2^64-1 is the script's error", () => {
    expect(check("REP(2^64) END", "")).toMatchObject({ error: expect.stringMatching(/not an integer from 0 to 2\^64-1/) });
  });
});
