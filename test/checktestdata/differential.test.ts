import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCtd } from "../../src/checktestdata/check";
import { makeTempDir } from "../authoring/helpers/temp-project";

// Our checktestdata against the real one, where a checktestdata binary is at hand: STONEBENCH_CHECKTESTDATA=<path>, or
// `checktestdata` on PATH (Debian has no package; it builds from github.com/DOMjudge/checktestdata with libboost-dev,
// libgmp-dev, flexc++, bisonc++ and automake: ./bootstrap && ./configure && make checktestdata). Without one it is
// skipped, saying so; the vendored tests in language.test.ts are the oracle then. Exits are compared: 0 valid, 1 the
// input rejected, anything else the script failed (the real one aborts on some script errors, ours exits 2).
const real = process.env.STONEBENCH_CHECKTESTDATA ?? spawnSync("sh", ["-c", "command -v checktestdata"]).stdout?.toString().trim();
const available = Boolean(real && existsSync(real));
if (!available) console.warn("skipped: no checktestdata binary (set STONEBENCH_CHECKTESTDATA to one to compare with it)");

type Outcome = "valid" | "invalid" | "script error";

describe.skipIf(!available)("our checktestdata and DOMjudge's agree", () => {
  const scratch = makeTempDir("ctd-differential");
  afterAll(() => scratch.remove());
  const program = join(scratch.dir, "p.ctd");

  function theirs(script: string, input: string, args: string[] = []): Outcome {
    writeFileSync(program, Buffer.from(script, "latin1"));
    const run = spawnSync(real!, [...args, program], { input: Buffer.from(input, "latin1"), timeout: 30_000 });
    return run.status === 0 ? "valid" : run.status === 1 ? "invalid" : "script error";
  }
  function ours(script: string, input: string, args: string[] = []): Outcome {
    const verdict = runCtd(script, input, args);
    return "error" in verdict ? "script error" : verdict.valid ? "valid" : "invalid";
  }

  it("on checktestdata's own tests, but where its FLOATP takes a bad decimals range for the input's fault", () => {
    const dir = join(__dirname, "..", "fixtures", "checktestdata", "tests");
    const files = readdirSync(dir);
    const read = (name: string): string => readFileSync(join(dir, name)).toString("latin1");
    let compared = 0;
    for (const prog of files.filter((name) => /^test(ws)?_\w+_prog\./.test(name))) {
      const base = prog.replace(/_prog\..*$/, "");
      for (const data of files.filter((name) => name.startsWith(`${base}_data.`))) {
        const args = base.startsWith("testws_") ? ["-w"] : [];
        const [a, b] = [theirs(read(prog), read(data), args), ours(read(prog), read(data), args)];
        // FLOATP(10, 100, 4, 3) and (…, -1, 3): checktestdata rejects the input (exit 1); it is the script's error here.
        if (/^test_29_prog\.err[12]$/.test(prog)) expect([a, b], `${prog} ${data}`).toEqual(["invalid", "script error"]);
        else expect(b, `${prog} ${data}`).toBe(a);
        compared++;
      }
    }
    expect(compared).toBe(238);
  }, 300_000);

  it("on the grammar's corners, and differ only where ours is exact or checktestdata has a bug", () => {
    const same: [string, string][] = [
      ["ASSERT(!(1==1 || 1==2 && 1==2))", ""], ["ASSERT(!1==2 && 1==1)", ""], ["ASSERT(!1==1 && 1==2)", ""], ["ASSERT(2^3^2 == 64 && -2^2 == -4)", ""],
      ["ASSERT(010 == 8)", ""], ["ASSERT(09 == 9)", ""], ["INT(0, 09)", "9"], ["INT(1,1) SPACENEWLINE", "1 \n"], ['REGEX("a|ab", m) ASSERT(m == "ab") NEWLINE', "ab\n"],
      ['REGEX("x.*")', "x\nyz\n"], ['REGEX("\\\\n") NEWLINE', "n\n"], ['REGEX("\\\\{\\\\|") NEWLINE', "{|\n"], ['REGEX("[]a-]+") NEWLINE', "]-a\n"],
      ['REGEX("a{,2}")', "aa"], ['REGEX("[z-a]")', "a"], ["ASSERT(-7 / 2 == -3 && -7 % 2 == -1 && 7 % -2 == 1)", ""],
      ["REPI(i, 3, SPACE) INT(0, 9, x[i]) END NEWLINE ASSERT(UNIQUE(x) && INARRAY(2, x) && INARRAY(2.0, x))", "1 2 3\n"], ["SET(x[0] = 1, x[1] = 1.0) ASSERT(UNIQUE(x))", ""],
      ["INT(-5,5) SPACE INT(-5,5)", "-0 1"], ["FLOAT(-5,5)", "-0.0"], ["FLOAT(-5,5,x,FIXED)", "1e1"], ["FLOATP(0,100,0,2)", "0.5e1"], ['STRING("\\101\\x")', "A\\x"],
      ["WHILE(!ISEOF, NEWLINE) INT(0,9) END", "1\n2"], ["SET(x=1) UNSET(x) ASSERT(x==1)", ""], ["SET(x=1, y[0]=2) ASSERT(UNIQUE(x, y))", ""], ["ASSERT((1<2) && ((1+2))*3 == 9)", ""],
      ["INT(1,9) SPACE INT(1,9) NEWLINE", "  1 \t 2  \n  "],
    ];
    for (const [script, input] of same) expect(ours(script, input), script).toBe(theirs(script, input));
    expect(ours("INT(1,9) SPACE INT(1,9) NEWLINE", "  1 \t 2  \n  ", ["-w"])).toBe(theirs("INT(1,9) SPACE INT(1,9) NEWLINE", "  1 \t 2  \n  ", ["-w"]));
    // GMP's 256-bit floats round; ours are exact fractions.
    for (const script of ["ASSERT(0.1 + 0.2 == 0.3)", "ASSERT(1/3.0*3 == 1)"]) expect([theirs(script, ""), ours(script, "")]).toEqual(["invalid", "valid"]);
    // Its input float is rounded at 4 bits a character, its bound at 256 bits: 0.3 comes out below the bound 0.3.
    for (const input of ["0.3", "0.30", "3e-1"]) expect([theirs("FLOAT(0.3, 1)", input), ours("FLOAT(0.3, 1)", input)], input).toEqual(["invalid", "valid"]);
    expect(ours("FLOAT(0, 0.3)", "0.3")).toBe(theirs("FLOAT(0, 0.3)", "0.3"));
    // checktestdata forgets to drop an overwritten value from INARRAY's index (it erases the new value's entry).
    const overwritten = "SET(x[0] = 1) SET(x[0] = 2) ASSERT(!INARRAY(1, x))";
    expect([theirs(overwritten, ""), ours(overwritten, "")]).toEqual(["invalid", "valid"]);
  }, 300_000);

  it("on data the real one generates (-g) for its examples (NWERC 2008's scripts among them) and its tests", () => {
    const fixtures = join(__dirname, "..", "fixtures", "checktestdata");
    const examples = join(fixtures, "examples");
    const scripts = [
      ...readdirSync(examples).filter((name) => name.endsWith(".ctd")).map((name) => join(examples, name)),
      ...readdirSync(join(examples, "nwerc2008")).map((name) => join(examples, "nwerc2008", name)),
      // Its Makefile generates from every test program but those marked IGNORE GENERATE TESTING.
      ...readdirSync(join(fixtures, "tests")).filter((name) => /^test_\w+_prog\.in$/.test(name)).map((name) => join(fixtures, "tests", name)).filter((path) => !readFileSync(path, "utf8").includes("IGNORE GENERATE")),
    ];
    let compared = 0;
    for (const path of scripts) {
      const script = readFileSync(path).toString("latin1");
      for (let seed = 1; seed <= 3; seed++) {
        const generated = spawnSync(real!, ["-g", "-s", String(seed), path], { timeout: 30_000 });
        if (generated.status !== 0) continue;
        const data = generated.stdout.toString("latin1");
        expect(ours(script, data), `${path} on its data of seed ${seed}`).toBe(theirs(script, data));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 300_000);

  it("on random tests and expressions: precedence, associativity, ! && ||, integer division and modulo", () => {
    let seed = 99;
    const random = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const expr = (depth: number): string => {
      switch (random(depth > 3 ? 2 : 9)) {
        case 0: return String(random(12));
        case 1: return ["x", "y", "2", "3"][random(4)]!;
        case 2: return `-${expr(depth + 1)}`;
        case 3: return `(${expr(depth + 1)})`;
        case 4: return `${expr(depth + 1)}^${random(3)}`;
        default: return `${expr(depth + 1)}${["+", "-", "*", "/", "%"][random(5)]}${expr(depth + 1)}`;
      }
    };
    const test = (depth: number): string => {
      switch (random(depth > 2 ? 1 : 5)) {
        case 0: return `${expr(1)}${["<", ">", "<=", ">=", "==", "!="][random(6)]}${expr(1)}`;
        case 1: return `!${test(depth + 1)}`;
        case 2: return `(${test(depth + 1)})`;
        default: return `${test(depth + 1)}${["&&", "||"][random(2)]}${test(depth + 1)}`;
      }
    };
    for (let k = 0; k < 400; k++) {
      const script = `INT(-5, 5, x) SPACE INT(-5, 5, y) NEWLINE ASSERT(${test(0)})`;
      const input = `${random(11) - 5} ${random(11) - 5}\n`;
      expect(ours(script, input), `${script} on ${JSON.stringify(input)}`).toBe(theirs(script, input));
    }
  }, 300_000);

  it("on random blanks, with and without --whitespace-ok", () => {
    let seed = 5;
    const random = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const scripts = ["INT(0,9) SPACE INT(0,9) NEWLINE", "REP(2) INT(0,9) SPACE INT(0,9) NEWLINE END", "WHILE(!ISEOF) INT(0,9) NEWLINE END", 'STRING("a") SPACE SPACE STRING("b") NEWLINE', 'REGEX("[0-9 ]*") NEWLINE', "INT(0,9) NEWLINE EOF"];
    for (let k = 0; k < 400; k++) {
      const script = scripts[k % scripts.length]!;
      let input = "";
      for (let j = random(12); j >= 0; j--) input += " \t\n12ab\r\v\f"[random(12)];
      const args = k % 2 ? ["-w"] : [];
      expect(ours(script, input, args), `${script} ${args.join(" ")} on ${JSON.stringify(input)}`).toBe(theirs(script, input, args));
    }
  }, 300_000);

  it("on random numbers read by INT, FLOAT and FLOATP with each option", () => {
    let seed = 12345;
    const random = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const alphabet = "0123456789-+.eE 0011";
    const commands = ["INT(-1000, 1000)", "INT(-10^20, 10^20)", "FLOAT(-1000, 1000)", "FLOAT(-1000, 1000, x, FIXED)", "FLOATP(-1000, 1000, 0, 3)", "FLOATP(-1000, 1000, 1, 2, x, SCIENTIFIC)", "FLOATP(-1000, 1000, 2, 2, x, FIXED)", "FLOAT(0.001, 0.5)"];
    for (let k = 0; k < 400; k++) {
      let text = "";
      for (let j = 1 + random(8); j > 0; j--) text += alphabet[random(alphabet.length)];
      const script = `${commands[k % commands.length]} NEWLINE`;
      expect(ours(script, `${text}\n`), `${script} on ${JSON.stringify(text)}`).toBe(theirs(script, `${text}\n`));
    }
  }, 300_000);

  it("on random regular expressions: the longest match, as POSIX has it", () => {
    let seed = 777;
    const random = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const pattern = (depth: number): string => {
      switch (random(depth > 2 ? 4 : 8)) {
        case 0: return "a";
        case 1: return "b";
        case 2: return ".";
        case 3: return "[ab]";
        case 4: return pattern(depth + 1) + pattern(depth + 1);
        case 5: return `(${pattern(depth + 1)}|${pattern(depth + 1)})`;
        case 6: return `(${pattern(depth + 1)})${["*", "+", "?", "{2}", "{1,2}", "{0,}"][random(6)]}`;
        default: return `(${pattern(depth + 1)})`;
      }
    };
    for (let k = 0; k < 300; k++) {
      const p = pattern(0);
      let text = "";
      for (let j = random(6); j > 0; j--) text += "ab"[random(2)];
      for (const [script, input] of [[`REGEX("${p}")`, text], [`REGEX("${p}", m) STRING("|") REGEX("[ab]*")`, `${text}|`]] as const) {
        expect(ours(script, input), `${script} on ${JSON.stringify(input)}`).toBe(theirs(script, input));
      }
    }
  }, 300_000);
});
