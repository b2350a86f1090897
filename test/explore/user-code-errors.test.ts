import { describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { explore } from "../../src/explore/explore";
import { gameFromModule } from "../../src/explore/load-game";

// The explorer runs two kinds of the user's code: the game module and the --check formula. Each failure says which
// call failed, at which state, and how to fix it; a loop in a formula ends in seconds, not at the tool host's 120 s
// watchdog with the game blamed.
process.env.STONEBENCH_PREDICATE_MS = "1500";
const { checkPredicate, predicateFrom } = await import("../../src/explore/check-predicate");

const takeOneToThree = (n: number) => [1, 2, 3].filter((k) => k <= n).map((k) => n - k);

describe("a game module's mistakes", () => {
  it("a missing or mistyped field is refused naming it (it was printed as 'rules: undefined', 'n = 0..undefined')", () => {
    const base = { name: "take 1-3", rules: "take 1, 2 or 3", shape: "heap" as const, defaultRange: 30, moves: takeOneToThree };
    const refused = (game: object) => () => gameFromModule({ game } as never, "games/mine.ts");
    expect(refused({ ...base, rules: undefined })).toThrow(/^games\/mine\.ts: game\.rules is missing; it must be the rules in one line/);
    expect(refused({ ...base, defaultRange: undefined, range: 40 })).toThrow(/game\.defaultRange is missing; it must be a whole number ≥ 1/);
    expect(refused({ ...base, defaultRange: 2.5 })).toThrow(/game\.defaultRange is 2\.5/);
    expect(refused({ ...base, shape: "tuple" })).toThrow(/game\.piles is missing; it must be a whole number ≥ 2 for shape "tuple"/);
    expect(refused({ ...base, play: "misère" })).toThrow(/game\.play is "misère"; it must be "normal" or "misere"/);
    expect(refused({ ...base, isState: true })).toThrow(/game\.isState is true; it must be a function when given/);
    expect(() => gameFromModule({ game: base } as never, "games/mine.ts")).not.toThrow();
  });

  it("firstPosition must be a whole number ≥ 0 within the range (-1 wiped every value; --range 1 of Fibonacci Nim said 'n = 2..1', '0 of 0')", async () => {
    const base = { name: "take 1-3", rules: "take 1, 2 or 3", shape: "heap" as const, defaultRange: 30, moves: takeOneToThree };
    const refused = (game: object) => () => gameFromModule({ game } as never, "games/mine.ts");
    expect(refused({ ...base, firstPosition: -1 })).toThrow(/game\.firstPosition is -1; it must be a whole number ≥ 0/);
    expect(refused({ ...base, firstPosition: 1.5 })).toThrow(/game\.firstPosition is 1\.5/);
    expect(refused({ ...base, firstPosition: 31 })).toThrow(/game\.defaultRange is 30; it must be at least firstPosition \(31\)/);
    const below = await explore(gameFromModule({ game: { ...base, firstPosition: 5 } }, "games/mine.ts"), { range: 3 }).catch((error: unknown) => error);
    expect(below).toBeInstanceOf(UserError);
    expect((below as UserError).message).toBe("--range 3 is below take 1-3's first position 5: there is no position to explore");
    const result = await explore(gameFromModule({ game: { ...base, firstPosition: 5 } }, "games/mine.ts"), { range: 5 });
    expect(result.view.values[5]).toBe(1);
  });

  it("a throw inside moves() names the call and the state, for heaps and for pairs", async () => {
    const game = { name: "take 1-3", rules: "take 1, 2 or 3", shape: "heap" as const, defaultRange: 30, moves: (n: number) => (n === 17 ? (null as never as number[]).slice() : takeOneToThree(n)) };
    const failure = await explore(gameFromModule({ game }, "games/mine.ts"), { range: 30 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UserError);
    expect((failure as UserError).message).toMatch(/^games\/mine\.ts: moves\(17\) threw TypeError: Cannot read properties of null/);
    const pairs = { name: "bad pair", rules: "r", shape: "pair" as const, defaultRange: 6, moves: ([a, b]: [number, number]) => (a === 2 && b === 3 ? (() => { throw "no"; })() : a > 0 ? [[a - 1, b]] : []) };
    const thrown = await explore(gameFromModule({ game: pairs }, "games/pairs.ts"), { range: 6 }).catch((error: unknown) => error);
    expect((thrown as UserError).message).toBe("games/pairs.ts: moves([2,3]) threw no");
  });
});

describe("a --check formula's mistakes", () => {
  const view = async () => (await explore(gameFromModule({ game: { name: "t", rules: "r", shape: "heap", defaultRange: 30, moves: takeOneToThree } }, "t.ts"), { range: 30 })).view;
  const compiled = (body: string) => `"use strict";\nmodule.exports.default = ${body};\n`;

  it("a loop in the formula ends within its bound, naming the formula and the last position asked", async () => {
    const started = Date.now();
    const check = () => checkPredicate(viewed, "n < 5 || loop()", predicateFrom(compiled("(n) => n < 5 || (() => { for (;;); })()"), "n < 5 || loop()"));
    const viewed = await view();
    expect(check).toThrow(/^--check: "n < 5 \|\| loop\(\)" did not finish within 1\.5 s \(\d+ positions asked, the last 5\)/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("a formula that loops or fails as it is evaluated is refused naming it, not blamed on the game", () => {
    expect(() => predicateFrom(compiled("(() => { for (;;); })()"), "(() => { for(;;); })()")).toThrow(/did not finish being evaluated within 1\.5 s/);
    expect(() => predicateFrom(compiled("n < 500 || (() => 1)()"), "n < 500 || (() => 1)()")).toThrow(/^--check: "n < 500 \|\| \(\(\) => 1\)\(\)" cannot be evaluated: ReferenceError: n is not defined/);
  });

  it("a plain formula is checked at every position", async () => {
    const result = checkPredicate(await view(), "n % 4 === 0", predicateFrom(compiled("(n) => n % 4 === 0"), "n % 4 === 0"));
    expect(result).toMatchObject({ positions: 31, disagreements: 0 });
  });
});
