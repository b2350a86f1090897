import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nextCaseName } from "../../src/scaffold/case-names";
import { runCommand, snapshot, tempProjectPerTest } from "./helpers/temp-project";

describe("nextCaseName", () => {
  it("numbers after the highest numbered case and keeps its zero padding", () => {
    expect(nextCaseName(["01-sample", "02-fib-neighbours", "08-blank-lines"])).toBe("09");
    expect(nextCaseName(["98", "99-max"])).toBe("100");
    expect(nextCaseName(["001-sample"])).toBe("002");
    expect(nextCaseName(["1", "2"])).toBe("3");
  });

  it("starts at 01 when no case name begins with a number", () => {
    expect(nextCaseName([])).toBe("01");
    expect(nextCaseName(["sample", "max-n"])).toBe("01");
  });
});

describe("npm run case", () => {
  const project = tempProjectPerTest("pile-game");
  const casesDir = () => join(project.root, "cases/pile-game");
  const run = (args: string[], input?: string) => runCommand("case", args, { root: project.root, cacheDir: project.cacheDir, cwd: project.root, ...(input !== undefined ? { input } : {}) });

  it("takes piped stdin, numbers the case 03, and gets the output from brute.ts when every instance is small", async () => {
    const result = await run(["pile-game"], "4\n6\n0\n");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(readFileSync(join(casesDir(), "03.in"), "utf8")).toBe("4\n6\n0\n");
    expect(readFileSync(join(casesDir(), "03.out"), "utf8")).toBe("First\nSecond\n");
    expect(result.stdout).toContain("expected output from solutions/pile-game/brute.ts: every instance is small enough for the exhaustive search");
  });

  it("reads the expected output from stdin with --out - when --in is a file, and refuses both from stdin", async () => {
    const file = join(project.root, "given.in");
    writeFileSync(file, "4\n0\n");
    const both = await run(["pile-game", "--out", "-"], "4\n0\n");
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--out - reads the expected output from stdin, which --in already reads; nothing was written/);
    expect(readdirSync(casesDir()).filter((name) => name.startsWith("03"))).toEqual([]);
    const piped = await run(["pile-game", "--in", file, "--out", "-"], "First\n");
    expect(piped.stderr).toBe("");
    expect(piped.code).toBe(0);
    expect(readFileSync(join(casesDir(), "03.out"), "utf8")).toBe("First\n");
    expect(piped.stdout).toContain("expected output from stdin (given with --out)");
  });

  it("uses main.ts beyond brute.ts's reach when there is no second-method.ts, and says so", async () => {
    const file = join(project.root, "big.in");
    writeFileSync(file, "123456789\n0\n");
    const result = await run(["pile-game", "--in", file, "--name", "03-big"]);
    expect(result.code).toBe(0);
    expect(readFileSync(join(casesDir(), "03-big.out"), "utf8")).toBe("Second\n");
    expect(result.stdout).toContain("expected output from solutions/pile-game/main.ts: some instance is beyond brute.ts's reach, and there is no second-method.ts");
  });

  it("names the problem's own files in any language: main.cpp beyond brute.py's reach, and verify says so too", async () => {
    const solutions = join(project.root, "solutions/pile-game");
    rmSync(join(solutions, "main.ts"));
    rmSync(join(solutions, "brute.ts"));
    writeFileSync(join(solutions, "main.cpp"), '#include <cstdio>\nint main() { long n; while (std::scanf("%ld", &n) == 1 && n != 0) std::puts(n % 3 ? "First" : "Second"); }\n');
    writeFileSync(join(solutions, "brute.py"), "import sys\nfor w in sys.stdin.read().split():\n    n = int(w)\n    if n == 0: break\n    print('First' if n % 3 else 'Second')\n");
    const file = join(project.root, "big.in");
    writeFileSync(file, "123456789\n0\n");
    const result = await run(["pile-game", "--in", file, "--name", "03-big"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("expected output from solutions/pile-game/main.cpp: some instance is beyond brute.py's reach, and there is no second-method.ts");
    const verified = await runCommand("verify", ["pile-game"], { root: project.root, cacheDir: project.cacheDir, timeoutMs: 120_000 });
    expect(verified.stdout).toContain("case 03-big's expected output came from main.cpp itself, which proves nothing; check it by hand and delete its line from");
    // One command that replaces the case, where it took keeping a copy of the .in, deleting both files and adding it again.
    expect(verified.stdout).toContain("or take brute.py's output instead (npm run case -- pile-game --in cases/pile-game/03-big.in --name 03-big --oracle brute --force), which takes it off the list");
    expect(verified.stdout).not.toMatch(/main\.ts|brute\.ts/);
  }, 120_000);

  // A new problem's author wrote brute.py but no validate.ts or gen.ts: case passed it over for main.cpp (its reach is
  // unknown) and the warning said "write a brute force", which was there; nor could case be told to take it.
  it("says how to take a brute force whose reach is unknown, and --oracle brute takes it", async () => {
    rmSync(join(project.root, "problems/pile-game/gen.ts"));
    const solutions = join(project.root, "solutions/pile-game");
    rmSync(join(solutions, "brute.ts"));
    writeFileSync(join(solutions, "brute.py"), "import sys\nfor w in sys.stdin.read().split():\n    n = int(w)\n    if n == 0: break\n    print('First' if n % 3 else 'Second')\n");
    const file = join(project.root, "small.in");
    writeFileSync(file, "4\n6\n0\n");
    const fromMain = await run(["pile-game", "--in", file, "--name", "03-main"]);
    expect(fromMain.code, fromMain.stderr).toBe(0);
    expect(fromMain.stdout).toContain("expected output from solutions/pile-game/main.ts: without gen.ts in problems/pile-game/, brute.py's reach is unknown");
    // validate.ts is there: only gen.ts is lacking. The command given replaces the case in one step (below).
    expect(fromMain.stderr).toContain("or take brute.py's output (its reach is unknown without gen.ts, so it is not chosen by itself): npm run case -- pile-game --in cases/pile-game/03-main.in --name 03-main --oracle brute --force;");
    expect(fromMain.stderr).not.toContain("write a brute force");
    const fromBrute = await run(["pile-game", "--in", file, "--name", "04-brute", "--oracle", "brute"]);
    expect(fromBrute.code, fromBrute.stderr).toBe(0);
    expect(fromBrute.stdout).toContain("expected output from solutions/pile-game/brute.py: asked for (--oracle brute)");
    expect(fromBrute.stderr).not.toContain("WARNING");
    expect(readFileSync(join(casesDir(), "04-brute.out"), "utf8")).toBe("First\nSecond\n");
    // Added again as the warning says, from brute.py: the same bytes main.ts gave, no longer listed as main's.
    expect(readFileSync(join(casesDir(), ".from-main"), "utf8")).toMatch(/^03-main /m);
    // Without --force the existing case is kept, and the refusal names --force.
    const refused = await run(["pile-game", "--in", "cases/pile-game/03-main.in", "--name", "03-main", "--oracle", "brute"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/03-main\.in already exists; nothing was written\nhint: .*or add --force to replace case 03-main \(its \.in and \.out\)/);
    expect(readFileSync(join(casesDir(), ".from-main"), "utf8")).toMatch(/^03-main /m);
    const again = await run(["pile-game", "--in", "cases/pile-game/03-main.in", "--name", "03-main", "--oracle", "brute", "--force"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^replaced cases\/pile-game\/03-main\.in \(6 bytes, from cases\/pile-game\/03-main\.in\) and cases\/pile-game\/03-main\.out$/m);
    // The case replaced is not its own twin (04-brute, of the same input, is).
    expect(again.stderr).toMatch(/byte for byte that of 04-brute, so/);
    expect(readFileSync(join(casesDir(), "03-main.in"), "utf8")).toBe("4\n6\n0\n");
    // --force without --name replaces nothing.
    const unnamed = await run(["pile-game", "--in", file, "--force"]);
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toMatch(/--force replaces the case that --name names, and no --name was given; nothing was written/);
    expect(readFileSync(join(casesDir(), "03-main.out"), "utf8")).toBe("First\nSecond\n");
    expect(readFileSync(join(casesDir(), ".from-main"), "utf8")).not.toMatch(/^03-main /m);
    const both = await run(["pile-game", "--in", file, "--out", file, "--oracle", "brute"]);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--out gives the expected output and --oracle computes it: give one of them/);
  }, 120_000);

  it("takes the expected output from --out byte for byte, keeping CRLF and a missing final newline", async () => {
    writeFileSync(join(project.root, "crlf.in"), "1\r\n2\r\n0");
    writeFileSync(join(project.root, "crlf.out"), "First\r\nFirst");
    const result = await run(["pile-game", "--in", join(project.root, "crlf.in"), "--out", join(project.root, "crlf.out")]);
    expect(result.code).toBe(0);
    expect(readFileSync(join(casesDir(), "03.in"))).toEqual(Buffer.from("1\r\n2\r\n0"));
    expect(readFileSync(join(casesDir(), "03.out"))).toEqual(Buffer.from("First\r\nFirst"));
    expect(result.stdout).toContain("crlf.out (given with --out)");
  });

  it("refuses an input that breaks the validator, naming the line, and writes nothing", async () => {
    const before = snapshot(project.root);
    const tooBig = await run(["pile-game"], "5\n1000000001\n0\n");
    expect(tooBig.code).toBe(2);
    expect(tooBig.stderr).toContain("stdin:2: n 1000000001 exceeds 1000000000");
    const unterminated = await run(["pile-game"], "5\n7\n");
    expect(unterminated.code).toBe(2);
    expect(unterminated.stderr).toMatch(/^error: stdin:\d+: /);
    expect(unterminated.stderr).not.toContain("    at ");
    expect(snapshot(project.root)).toEqual(before);
  });

  it("never overwrites an existing case, even with --out", async () => {
    const before = snapshot(casesDir());
    writeFileSync(join(project.root, "x.out"), "First\n");
    const result = await run(["pile-game", "--name", "01-sample", "--out", join(project.root, "x.out")], "1\n0\n");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("cases/pile-game/01-sample.in already exists");
    expect(result.stderr).toContain("next free: 03");
    expect(snapshot(casesDir())).toEqual(before);
  });

  // A helper's "--name 1000.out" made 1000.out.in and 1000.out.out; a byte-identical input was added without a word.
  it("refuses a --name with an extension, and warns of an input that is already a case's", async () => {
    const before = snapshot(casesDir());
    const named = await run(["pile-game", "--name", "1000.out"], "4\n0\n");
    expect(named.code).toBe(2);
    expect(named.stderr).toMatch(/--name 1000\.out ends in \.out, but a case's name has no extension .*\n.*--name 1000/);
    expect(snapshot(casesDir())).toEqual(before);
    const twin = readFileSync(join(casesDir(), "01-sample.in"), "utf8");
    const again = await run(["pile-game"], twin);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain("warning: its input is byte for byte that of 01-sample, so it tests nothing new");
  });

  it("refuses an empty input and a problem that does not exist", async () => {
    const empty = await run(["pile-game"], "");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("is empty");
    const unknown = await run(["no-such-game"], "1\n0\n");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown problem "no-such-game"');
    expect(readdirSync(casesDir()).sort()).toEqual(["01-sample.in", "01-sample.out", "02-large.in", "02-large.out"]);
  });

  it("says what to do when there is no solution to compute the expected output from", async () => {
    for (const file of ["main.ts", "brute.ts"]) rmSync(join(project.root, "solutions/pile-game", file));
    const result = await run(["pile-game"], "1\n0\n");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("No solution to compute the expected output: solutions/pile-game/main.ts does not exist");
    expect(result.stderr).toContain("--out <file>");
    expect(readdirSync(casesDir())).toHaveLength(4);
  });

  // new's main prints nothing until it is written; a case computed from it had an empty .out, and judged that main AC.
  it("refuses an expected output computed as empty, unless --allow-empty", async () => {
    const solutions = join(project.root, "solutions/pile-game");
    rmSync(join(solutions, "brute.ts"));
    writeFileSync(join(solutions, "main.ts"), "export {};\n");
    const before = snapshot(casesDir());
    const refused = await run(["pile-game"], "4\n0\n");
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain("solutions/pile-game/main.ts printed nothing for this input");
    expect(snapshot(casesDir())).toEqual(before);
    const allowed = await run(["pile-game", "--allow-empty"], "4\n0\n");
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(readFileSync(join(casesDir(), "03.out"), "utf8")).toBe("");
  });

  it("finds the problem by its alias", async () => {
    const empty = join(project.root, "empty.out");
    writeFileSync(empty, "");
    const result = await run(["one-or-two", "--out", empty, "--allow-empty"], "2\n0\n");
    expect(result.code).toBe(0);
    expect(readFileSync(join(casesDir(), "03.out"), "utf8")).toBe("");
  });
});
