import { describe, expect, it } from "vitest";
import { describePosition } from "../../src/explore/describe-position";
import { explore } from "../../src/explore/explore";
import { gameFromModule } from "../../src/explore/load-game";
import { octalGame } from "../../src/problem-kit/octal";
import { runCommand } from "../helpers/cli";
import { grundyByRecursion } from "./helpers";

// --at on a large heap of a splitting game: Kayles --at 1000000 printed its 166,666 winning splits on one terminal
// line of 1.4 MB. The terminal shows the first 30 and the count; the position's facts (--json) keep every one.

// Kayles from its rules, apart from octalGame: knock down one pin or two adjacent pins, the rest may be two rows.
const kaylesOptions = (n: number) => {
  const out: number[][] = [];
  for (const take of [1, 2]) for (let left = 0; left <= n - take - left; left++) out.push([left, n - take - left].filter((h) => h > 0));
  return out;
};

describe("--at with many winning moves", () => {
  it("Kayles at 1000: 88 winning splits, 30 on the line with the count; every one of the 88 wins by the recursion", async () => {
    const result = await explore(gameFromModule({ game: octalGame("0.77") }, "kayles.ts"), { range: 1000 });
    const g = grundyByRecursion(kaylesOptions, 1000);
    const at = describePosition(result, [1000]);
    expect(at.value).toBe(g[1000]);
    const wins = kaylesOptions(1000).filter((parts) => parts.reduce((x, h) => x ^ g[h]!, 0) === 0);
    expect(at.winningMoves).toHaveLength(wins.length);
    expect(wins.length).toBe(88);
    expect(at.lines[1]).toMatch(/^  winning moves: 1 \+ 997, 7 \+ 991, (\d+ \+ \d+, ){28}… \(88 in all; --json lists every one\)$/);
    // A sum: the same bound on its line, every move kept in the facts.
    const sum = describePosition(result, [1000, 1000, 1000]);
    expect(sum.winningMoves).toHaveLength(88);
    expect(sum.lines[1]).toMatch(/^  winning moves: 1000 → 1 \+ 997, (1000 → \d+ \+ \d+, ){29}… \(88 in all; --json lists every one\)$/);
    // A short list is written out whole, as before.
    expect(describePosition(result, [3]).lines).toEqual(["at 3: Grundy 3: N (the player to move wins)", "  winning moves: 1 + 1"]);
  });
});

describe("--at past what one analysis holds", () => {
  it("is refused naming --at and its largest number, not 'choose --range 29999999 or less' (no --range was given)", async () => {
    const heap = await runCommand("explore", ["--game", "src/explore/games/kayles.ts", "--at", "100000000000"]);
    expect(heap.exitCode).toBe(2);
    expect(heap.stderr).toContain("error: --at 100000000000: its value needs every heap up to 100000000000 analysed, more than one analysis holds (30,000,000 states)");
    expect(heap.stderr).toContain("hint: give --at numbers up to 29999999");
    expect(heap.stderr).not.toContain("--range");
    // Too long to read exactly: it is a whole number, only too large ("not a list of whole numbers" before).
    const digits = await runCommand("explore", ["--game", "src/explore/games/kayles.ts", "--at", "3,99999999999999999999"]);
    expect(digits.exitCode).toBe(2);
    expect(digits.stderr).toContain('error: --at "3,99999999999999999999": 99999999999999999999 is past any position an analysis holds (30,000,000 states)');
    // A state with history (Fibonacci Nim: stones, most the next take) has two coordinates.
    const history = await runCommand("explore", ["hdu2516", "--at", "100000"]);
    expect(history.exitCode).toBe(2);
    expect(history.stderr).toContain("error: --at 100000: its value needs every state with 2 coordinates up to 100000 (10,000,200,001 states) analysed");
    expect(history.stderr).toContain("hint: give --at numbers up to 5476");
  });
});
