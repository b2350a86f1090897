import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { checkPredicate, predicateFrom } from "../../src/explore/check-predicate";
import { compilePredicate, type ViewKind } from "../../src/explore/compile-predicate";
import { explore } from "../../src/explore/explore";
import { gameFromModule } from "../../src/explore/load-game";
import { subtractionGame } from "../../src/problem-kit/octal";
import { runCommand } from "../helpers/cli";

// A --check or --check-grundy formula as people type them: a semicolon at the end, a comment, two statements, a
// number where a condition was meant, a body in braces without return, an empty string from an unset shell variable.
// Each either works or is refused in one line that says what to write; none is read silently as something else.

const takeOneOrTwo = async () => (await explore(gameFromModule({ game: subtractionGame([1, 2]) }, "t.ts"), { range: 30 })).view;

async function formula(source: string, option: "--check" | "--check-grundy" = "--check", kind: ViewKind = "1") {
  const compiled = (await compilePredicate(source, option))[kind];
  if ("error" in compiled) throw new UserError(compiled.error, compiled.hint);
  return checkPredicate(await takeOneOrTwo(), source, predicateFrom(compiled.js, source, option), option === "--check" ? "outcome" : "grundy");
}

describe("a formula's habits of a line of code", () => {
  it("a trailing semicolon and a trailing // comment compile (both failed 'Expected \")\"', a parenthesis never written)", async () => {
    for (const source of ["n % 3 === 0;", "n % 3 === 0 ;  ", "n % 3 === 0 // P every third heap", "(n) => n % 3 === 0;", "(n: number) => n % 3 === 0 // arrow"]) {
      expect(await formula(source), source).toMatchObject({ positions: 31, disagreements: 0 });
    }
    expect(await formula("n % 3; // the value", "--check-grundy")).toMatchObject({ positions: 31, disagreements: 0 });
    const pairs = (await compilePredicate("a === b // Nim", "--check"))[2];
    expect("js" in pairs).toBe(true);
  });

  it("two statements are named as such, with an arrow function to write instead", async () => {
    const failure = await formula("n % 3 === 0; n > 1").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UserError);
    expect((failure as UserError).message).toBe('--check: cannot compile "n % 3 === 0; n > 1": it holds several statements (a ; inside)');
    expect((failure as UserError).hint).toBe('write one expression in n, not statements: join conditions with && or ||, or give an arrow function with return, e.g. "(n) => { const r = n % 3; return r === 0; }"');
    const pair = (await compilePredicate("a === b; b", "--check-grundy"))[2];
    expect(pair).toEqual({ error: '--check-grundy: cannot compile "a === b; b": it holds several statements (a ; inside)', hint: 'write one expression in a and b, not statements: join conditions with && or ||, or give an arrow function with return, e.g. "([a, b]) => { const x = a ^ b; return x; }"' });
  });
});

describe("a formula that gives no answer of its kind", () => {
  it("a body in braces without return (undefined at every position) is refused, not read as N everywhere", async () => {
    for (const [source, option] of [["n => { n % 3 === 0 }", "--check"], ["(n) => { n % 3 }", "--check-grundy"]] as const) {
      const failure = await formula(source, option).catch((error: unknown) => error);
      expect(failure, source).toBeInstanceOf(UserError);
      expect((failure as UserError).message).toBe(`${option}: "${source}" gave undefined at every position, so it says nothing`);
      expect((failure as UserError).hint).toMatch(/^a function body in braces needs return: "\(n\) => \{ return n % 3/);
    }
    // A condition that returns only where it holds is a condition: true at P, undefined elsewhere.
    expect(await formula("(n) => { if (n % 3 === 0) return true; }")).toMatchObject({ disagreements: 0 });
  });

  it("--check \"n % 3\" (a number, read as P where it is not 0) disagrees with a note saying how it was read", async () => {
    const check = await formula("n % 3");
    expect(check.disagreements).toBe(31);
    expect(check.note).toBe('your predicate gave 0 (a number) at 0, read as N since it is 0: for "is 0" write === 0 (e.g. "n % 3 === 0"), and for a Grundy value use --check-grundy');
    // A number that says what was meant needs no note: (n % 3 === 0) && 1 is 1 exactly at the P-positions.
    const meant = await formula("n % 3 === 0 && 1");
    expect(meant.disagreements).toBe(0);
    expect(meant.note).toBeUndefined();
  });

  it("an empty --check or --check-grundy (an unset shell variable) is refused before any work; it was skipped with exit 0", async () => {
    const empty = await runCommand("explore", ["--game", "src/explore/games/subtraction-set.ts", "--range", "30", "--check", ""]);
    expect(empty.exitCode).toBe(2);
    expect(empty.stderr).toContain("error: --check was given an empty predicate, so there is nothing to check");
    const blank = await runCommand("explore", ["--game", "src/explore/games/subtraction-set.ts", "--range", "30", "--check-grundy", "  "]);
    expect(blank.exitCode).toBe(2);
    expect(blank.stderr).toContain("error: --check-grundy was given an empty expression, so there is nothing to check");
  });
});

describe("a parameter given twice", () => {
  it("--param a=3 --param a=4 is refused naming both; the last one was kept without a word", async () => {
    const twice = await runCommand("explore", ["--game", "src/explore/games/subtraction-set.ts", "--param", "a=3", "--param", "b=2", "--param", "a=4", "--range", "20"]);
    expect(twice.exitCode).toBe(2);
    expect(twice.stderr).toContain("error: --param a is given twice (a=3, a=4)");
    const once = await runCommand("explore", ["--game", "src/explore/games/subtraction-set.ts", "--param", "a=3", "--param", "b=2", "--range", "20"]);
    expect(once.exitCode).toBe(0);
    expect(once.stdout).toContain("subtraction game {2, 3} (a = 3, b = 2, c = 0)");
  });
});
