import { describe, expect, it } from "vitest";
import { explore, type Exploration } from "../../src/explore/explore";
import type { GameDefinition } from "../../src/problem-kit/game-definition";
import { octalGame, subtractionGame } from "../../src/problem-kit/octal";
import { octalGrundy } from "./oracles";

// No false theorem: every "proved" period of every octal code of up to 4 digits, at every range 1..30, is compared
// with values computed far beyond that range by the tests' own plain loop (oracles.ts). Then the false claims that
// issue 23 found, each as a regression test: every one of them failed on the explorer before the fix.

const FAR = 300;
const RANGES = 30;

const run = (game: GameDefinition<number>, range: number, misere = false) => explore({ game, parameters: {}, path: "inline" }, { range, misere });

function codes(length: number): string[] {
  const out: string[] = [];
  for (let x = 0; x < 8 ** length; x++) {
    const digits = x.toString(8).padStart(length, "0");
    if (!digits.endsWith("0")) out.push(`0.${digits}`);
  }
  return out;
}

/**
 * Every proved statement of one exploration, checked against the far values (plain comparisons, one expect at the
 * end: millions of expect calls would dominate the run); returns how many proofs there were.
 */
function checkProofs(result: Exploration, far: Int32Array, code: string, range: number, failures: string[]): number {
  let proved = 0;
  const where = `${code} at --range ${range}`;
  const fail = (what: string) => failures.length < 10 && failures.push(`${where}: ${what}`);
  const grundy = result.heap!.grundyPeriod;
  if (grundy?.status === "proved") {
    proved++;
    for (let n = grundy.preperiod; n + grundy.period <= FAR; n++) if (far[n + grundy.period] !== far[n]) return fail(`proved G period ${grundy.period} from ${grundy.preperiod} fails at n = ${n}`), proved;
    // Guy–Smith from 0 only when every splitting digit also leaves one heap.
    const digits = code.slice(2).split("").map(Number);
    if (grundy.preperiod === 0 && digits.some((d) => d & 4 && !(d & 2)) && !/n0 = 1 ≥ 1/.test(grundy.provedBy ?? "")) fail(`proved from n0 = 0: ${grundy.provedBy}`);
  }
  const outcome = result.heap!.outcomePeriod;
  if (outcome?.status === "proved") {
    proved++;
    for (let n = outcome.preperiod; n + outcome.period <= FAR; n++) if ((far[n + outcome.period] === 0) !== (far[n] === 0)) return fail(`proved outcome period ${outcome.period} fails at n = ${n}`), proved;
  }
  // A proved claim rests on a proved period; and the values of the range are the oracle's.
  for (const claim of result.claims) if (claim.status === "proved" && grundy?.status !== "proved") fail(`"${claim.statement}" is proved without a proved period`);
  for (let n = 0; n <= range; n++) if (result.view.values[n] !== far[n]) fail(`G(${n}) = ${result.view.values[n]}, the oracle says ${far[n]}`);
  return proved;
}

describe("every octal code of up to 4 digits at every range 1..30: no false proof", () => {
  for (const [label, list] of [
    ["1 and 2 digits", [...codes(1), ...codes(2)]],
    ["3 digits", codes(3)],
    ["4 digits starting 0-1", codes(4).filter((code) => "01".includes(code[2]!))],
    ["4 digits starting 2-3", codes(4).filter((code) => "23".includes(code[2]!))],
    ["4 digits starting 4-5", codes(4).filter((code) => "45".includes(code[2]!))],
    ["4 digits starting 6-7", codes(4).filter((code) => "67".includes(code[2]!))],
  ] as const) {
    it(`${label} (${list.length} codes): each proved period holds to n = ${FAR}`, { timeout: 240_000 }, async () => {
      let proofs = 0;
      const failures: string[] = [];
      for (const code of list) {
        const far = octalGrundy(code.slice(2).split("").map(Number), FAR);
        const game = octalGame(code);
        for (let range = 1; range <= RANGES; range++) proofs += checkProofs(await run(game, range), far, code, range, failures);
      }
      expect(failures).toEqual([]);
      // The property has teeth: many periods are proved on the way.
      expect(proofs).toBeGreaterThan(list.length);
    });
  }
});

describe("issue 23's false claims, each a regression test", () => {
  it("0.4 at --range 2, 0.04 at 3, 0.004 at 4: no period and no progression is proved (G(3) = 1 for 0.4)", async () => {
    for (const [code, range] of [["0.4", 2], ["0.04", 3], ["0.004", 4]] as const) {
      const result = await run(octalGame(code), range);
      expect(result.heap!.grundyPeriod?.status, code).toBe("observed");
      expect(result.heap!.outcomePeriod?.status, code).toBe("observed");
      expect(result.claims.filter((claim) => claim.status === "proved"), code).toEqual([]);
      expect(result.claims.find((claim) => claim.statement === "every n (no N-position)")?.status, code).toBe("checked");
    }
    expect(octalGrundy([4], 3)[3]).toBe(1);
  });

  it("Guy–Smith is applied from n0 = 1 when a splitting digit cannot leave one heap, and the text says so", async () => {
    // 0.5: period 2 from n = 0. With n0 = 0 the theorem's map (a, b) → (a, b − p) can leave an empty heap, which
    // digit 5 does not allow; from n0 = 1 it needs values up to 2 + 4 + 1 − 1 = 6.
    const short = await run(octalGame("0.5"), 5);
    expect(short.heap!.grundyPeriod).toMatchObject({ period: 2, preperiod: 0, status: "observed", provedBy: "Guy–Smith would prove it with values up to n = 6" });
    const enough = await run(octalGame("0.5"), 6);
    expect(enough.heap!.grundyPeriod).toMatchObject({ period: 2, preperiod: 0, status: "proved" });
    expect(enough.heap!.grundyPeriod!.provedBy).toContain("n0 = 1 ≥ 1, so each split (a, b) of n + 2 − j maps to the split (a, b − 2) of two nonempty heaps");
    expect(enough.heap!.grundyPeriod!.provedBy).toContain("n < 1 seen directly");
    // With bit 2 on the splitting digit, n0 = 0 is allowed (0.6 leaves one heap or two).
    const far = octalGrundy([5], 500);
    for (let n = 0; n + 2 <= 500; n++) expect(far[n + 2]).toBe(far[n]);
  });

  it("a module that spreads subtractionGame([1]) and takes squares is not 'period 5, proved': the code is checked against its moves", async () => {
    const squares: GameDefinition<number> = {
      ...subtractionGame([1]),
      name: "subtract-a-square in disguise",
      moves: (n) => {
        const out: number[] = [];
        for (let k = 1; k * k <= n; k++) out.push(n - k * k);
        return out;
      },
    };
    for (const range of [20, 24, 30, 200]) {
      const result = await run(squares, range);
      expect(result.analysis.octal!.mismatch, `range ${range}`).toMatch(/^at n = 4 taking all 4 is a move/);
      expect(result.heap!.grundyPeriod?.status ?? "none", `range ${range}`).not.toBe("proved");
      expect(result.claims.filter((claim) => claim.status === "proved")).toEqual([]);
    }
    // The truth, by the oracle: G(25) = 3, so there is no period 5.
    const g: number[] = [];
    for (let n = 0; n <= 25; n++) {
      const seen = new Set<number>();
      for (let k = 1; k * k <= n; k++) seen.add(g[n - k * k]!);
      let v = 0;
      while (seen.has(v)) v++;
      g.push(v);
    }
    expect(g[25]).toBe(3);
  });

  it("a spread code whose moves are the module's own, agreeing inside the range and not beyond it, proves nothing", async () => {
    // Take 1, or also 100 once the heap holds 100: octal 0.3 at every n ≤ 99, and G(100) = mex{G(99), G(0)} = 2.
    const farTake: GameDefinition<number> = { ...subtractionGame([1]), name: "take 1, or 100 from 100 on", moves: (n) => (n >= 100 ? [n - 1, n - 100] : n >= 1 ? [n - 1] : []) };
    const inside = await run(farTake, 50);
    expect(inside.analysis.octal!.verified).toEqual({ code: "0.3", digits: [3], library: false });
    expect(inside.heap!.grundyPeriod!.status).toBe("observed");
    expect(inside.heap!.grundyPeriod!.note).toMatch(/declares octal code 0\.3 and its moves follow it at every n ≤ 50, but they are its own functions/);
    expect(inside.claims.filter((claim) => claim.status === "proved")).toEqual([]);
    // Beyond 100 the moves contradict the code, and the analysis sees it.
    const beyond = await run(farTake, 120);
    expect(beyond.analysis.octal!.mismatch).toMatch(/^at n = 100 /);
    expect(beyond.analysis.grundy[100]).toBe(2);
  });

  it("problem-kit's own moves for the declared code still prove, with the name or the rules changed (hdu1846's idiom)", async () => {
    const renamed: GameDefinition<number> = { ...subtractionGame([1, 2, 3]), name: "Bash's game, m = 3", rules: "take 1..3" };
    const result = await run(renamed, 50);
    expect(result.analysis.octal!.verified).toEqual({ code: "0.333", digits: [3, 3, 3], library: true });
    expect(result.heap!.grundyPeriod!.status).toBe("proved");
    // A code that never splits is a plain heap game: misère play is proved by the repeated window, not searched.
    const misere = await run(octalGame("0.33"), 60, true);
    expect(misere.heap!.grundyPeriod!.status).toBe("proved");
    expect(misere.heap!.grundyPeriod!.provedBy).toMatch(/misère: 1 with no move/);
  });

  it("a code derived from the moves (none declared) proves nothing: a take beyond the range is never seen", async () => {
    for (const code of ["0.3", "0.33", "0.77", "0.07"]) {
      const { octal: _declared, ...undeclared } = octalGame(code);
      const result = await run(undeclared, 300);
      expect(result.analysis.octal!.derived!.code, code).toBe(code);
      expect(result.heap!.grundyPeriod!.status, code).toBe("observed");
      expect(result.heap!.grundyPeriod!.note, code).toMatch(new RegExp(`declare octal: "${code.replace(".", "\\.")}" to have it proved`));
    }
  });

  it("a module's own moves are told to use subtractionGame or octalGame, not to declare a code that would prove nothing", async () => {
    // Its own moves for S = {2, 5, 7}: the note said 'declare octal: "0.0300303" to have it proved', and doing so
    // only changed the note (a declared code proves only with problem-kit's moves).
    const own: GameDefinition<number> = { name: "S = {2, 5, 7}", rules: "r", shape: "heap", defaultRange: 200, moves: (n) => [2, 5, 7].filter((s) => s <= n).map((s) => n - s) };
    const note = (await run(own, 200)).heap!.grundyPeriod!.note!;
    expect(note).not.toMatch(/declare octal/);
    expect(note).toMatch(/make the game with subtractionGame\(\[2, 5, 7\]\) to have it proved/);
    expect((await run(subtractionGame([2, 5, 7]), 200)).heap!.grundyPeriod!.status).toBe("proved");
    const declared = (await run({ ...own, octal: "0.0300303" }, 200)).heap!.grundyPeriod!;
    expect(declared.status).toBe("observed");
    expect(declared.note).toMatch(/make the game with subtractionGame\(\[2, 5, 7\]\)/);
    // Powers of two: a code as long as the range is not printed cut short inside a call to paste.
    const powers: GameDefinition<number> = { ...own, moves: (n) => Array.from({ length: 30 }, (_, i) => 2 ** i).filter((s) => s <= n).map((s) => n - s) };
    const long = (await run(powers, 200)).heap!.grundyPeriod!.note!;
    expect(long).toMatch(/make the game with octalGame or subtractionGame \(its code has 128 digits\)/);
    expect(long).not.toMatch(/declare octal|\("0\.[0-9]*…/);
  });

  it("a declared largest take that is not the code's, or a digit the moves contradict, is a mismatch with no proof", async () => {
    const wrongTake = await run({ ...subtractionGame([1, 2]), octal: { code: "0.33", maxTake: 3 } }, 100);
    // Said once: "octal code 0.33 is declared, but it declares octal code 0.33 with largest take 3, but …" read twice.
    expect(wrongTake.analysis.octal!.mismatch).toBe("its maxTake is 3, while that code's largest take is 2");
    expect(wrongTake.heap!.grundyPeriod!.status).toBe("observed");
    const wrongDigit = await run({ ...octalGame("0.77"), octal: "0.73" }, 100);
    expect(wrongDigit.analysis.octal!.mismatch).toMatch(/at n = 4 removing 2 and splitting the rest is a move, which digit d2 = 3 does not allow/);
    expect(wrongDigit.heap!.grundyPeriod?.status ?? "none").not.toBe("proved");
  });
});
