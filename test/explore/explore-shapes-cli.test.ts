import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/cli";
import { memoGrundy, memoMisereWins } from "./oracles";

// The command on sums, misère sums, k piles, --check-grundy and pictures of the whole range. Outcomes of sums are
// checked against searches over multisets of heaps written here from the rules.

const scratch = mkdtempSync(join(tmpdir(), "stonebench-explore-shapes-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sorted = (heaps: number[]) => heaps.filter((h) => h > 0).sort((x, y) => x - y).join(",");
/** Kayles rows as sorted lists: knock down one pin or two adjacent ones, the rest of the row in up to two rows. */
const kaylesOptions = (key: string): string[] => {
  const rows = key ? key.split(",").map(Number) : [];
  const out: string[] = [];
  rows.forEach((row, i) => {
    const rest = rows.filter((_, j) => j !== i);
    for (const take of [1, 2]) for (let left = 0; left + take <= row; left++) out.push(sorted([...rest, left, row - take - left]));
  });
  return out;
};
/** Nim piles as sorted lists. */
const nimOptions = (key: string): string[] => {
  const piles = key ? key.split(",").map(Number) : [];
  const out: string[] = [];
  piles.forEach((pile, i) => {
    for (let to = 0; to < pile; to++) out.push(sorted(piles.map((p, j) => (j === i ? to : p))));
  });
  return out;
};

describe("sums of heaps with --at", () => {
  it("Kayles rows 3 + 5 + 6 in normal play: Grundy 3 xor 4 xor 3 = 4, N, and the one winning move 5 → 2 + 2", async () => {
    const { exitCode, stdout } = await runCommand("explore", ["--game", "src/explore/games/kayles.ts", "--range", "100", "--at", "3,5,6"]);
    expect(exitCode).toBe(0);
    expect(stdout).toContain("at heaps 3 + 5 + 6: Grundy 3 xor 4 xor 3 = 4: N (the player to move wins) (a sum's Grundy value is the xor of its heaps', by Sprague–Grundy)");
    expect(stdout).toMatch(/^  winning moves: 5 → 2 \+ 2$/m);
    const g = memoGrundy(kaylesOptions);
    expect(g(sorted([3, 5, 6]))).toBe(4);
    // Every move of the sum, by the oracle: exactly one leads to a P-position, and it is 5 → 2 + 2.
    expect(kaylesOptions(sorted([3, 5, 6])).filter((k) => g(k) === 0)).toEqual([sorted([3, 2, 2, 6])]);
  });

  it("misère Kayles rows: the sum is searched directly; its outcome and winning moves match a separate search", async () => {
    const wins = memoMisereWins(kaylesOptions);
    for (const heaps of [[3, 5, 6], [1, 1], [4, 4, 1], [2, 7]]) {
      const { exitCode, stdout } = await runCommand("explore", ["--game", "src/explore/games/kayles.ts", "--misere", "--at", heaps.join(",")]);
      expect(exitCode, `${heaps}`).toBe(0);
      const line = stdout.split("\n").find((l) => l.startsWith(`at heaps ${heaps.join(" + ")}, misère play: `))!;
      expect(line, `${heaps}`).toContain(wins(sorted(heaps)) ? "N (the player to move wins)" : "P (the player to move loses)");
      expect(line).toContain("searched directly over sums of heaps");
      const moves = stdout.split("\n").find((l) => l.startsWith("  winning moves: "));
      const oracleWins = kaylesOptions(sorted(heaps)).filter((k) => !wins(k));
      expect(Boolean(moves), `${heaps}`).toBe(oracleWins.length > 0);
    }
  });

  it("misère Nim --at 1,1 is N, 2,2 P, 3,3,1,1 P: computed on the sum, never read off the first heap (issue 23)", async () => {
    const wins = memoMisereWins(nimOptions);
    for (const [heaps, outcome] of [["1,1", "N"], ["2,2", "P"], ["3,3,1,1", "P"], ["1,1,1", "P"], ["2,3", "N"]] as const) {
      const { exitCode, stdout } = await runCommand("explore", ["nim", "--misere", "--at", heaps]);
      expect(exitCode, heaps).toBe(0);
      expect(stdout, heaps).toContain(`at heaps ${heaps.split(",").join(" + ")}, misère play: ${outcome} (`);
      expect(wins(sorted(heaps.split(",").map(Number))) ? "N" : "P", `oracle ${heaps}`).toBe(outcome);
      // HDU 2176's own answer line follows the sum's truth too.
      expect(stdout, heaps).toContain(`the problem's answer:\n    ${outcome === "P" ? "No" : "Yes"}`);
    }
  });
});

describe("--check-grundy and --check on every shape", () => {
  it("Lasker's Nim: the right formula agrees at every heap, a wrong one shows where it fails and exits 1", async () => {
    const right = await runCommand("explore", ["--game", "src/explore/games/lasker-nim.ts", "--range", "80", "--check-grundy", "n % 4 === 3 ? n + 1 : n % 4 === 0 && n > 0 ? n - 1 : n"]);
    expect(right.exitCode).toBe(0);
    expect(right.stdout).toContain("agrees with the Grundy values at all 81 positions");
    const wrong = await runCommand("explore", ["--game", "src/explore/games/lasker-nim.ts", "--range", "80", "--check-grundy", "n"]);
    expect(wrong.exitCode).toBe(1);
    expect(wrong.stdout).toContain('--check-grundy "n": DISAGREES at 40 of 81 positions; first:\n  3: your expression says 3, the Grundy value is 4');
  });

  it("k piles: --check on a, b, c and --check-grundy on the tuple; --at a tuple state", async () => {
    const nim = await runCommand("explore", ["--game", "src/explore/games/moore-nim.ts", "--param", "k=1", "--range", "7", "--check", "(a ^ b ^ c) === 0", "--check-grundy", "x1 ^ x2 ^ x3"]);
    expect(nim.exitCode).toBe(0);
    expect(nim.stdout).toContain('--check "(a ^ b ^ c) === 0": agrees with the game at all 512 positions');
    expect(nim.stdout).toContain('--check-grundy "x1 ^ x2 ^ x3": agrees with the Grundy values at all 512 positions');
    expect(nim.stdout).toContain("✓ P-positions: x1 xor x2 xor x3 = 0 (the xor of all piles)");
    const moore = await runCommand("explore", ["--game", "src/explore/games/moore-nim.ts", "--param", "k=2", "--range", "7", "--check", "(a ^ b ^ c) === 0"]);
    expect(moore.exitCode).toBe(1);
    expect(moore.stdout).toContain("(0, 1, 1): your predicate says P (loses), the game says N (wins");
    const at = await runCommand("explore", ["--game", "src/explore/games/wythoff-3.ts", "--range", "10", "--at", "1,2,3"]);
    expect(at.exitCode).toBe(0);
    expect(at.stdout).toMatch(/at \(1, 2, 3\): Grundy \d+: N \(the player to move wins\)\n {2}winning moves: \(/);
    const bad = await runCommand("explore", ["--game", "src/explore/games/wythoff-3.ts", "--range", "10", "--at", "1,2"]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/--at 1,2 is not a state of three-pile Wythoff\nhint: give 3 numbers/);
  });
});

describe("pictures of the whole range", () => {
  it("the heatmap covers every cell of the range (no 48 × 48 cap), and at 600 it draws blocks and says so", async () => {
    const svg = join(scratch, "wythoff-200.svg");
    expect((await runCommand("explore", ["wythoff", "--range", "200", "--svg", svg])).exitCode).toBe(0);
    const picture = readFileSync(svg, "utf8");
    expect(picture).toContain(">200</text>");
    expect(picture).not.toContain("shown of");
    const big = join(scratch, "wythoff-600.svg");
    expect((await runCommand("explore", ["wythoff", "--range", "600", "--svg", big])).exitCode).toBe(0);
    expect(readFileSync(big, "utf8")).toContain("each square: 2×2 positions,");
  });

  it("states ruled out by isState get their own colour with a legend, unsettled states another", async () => {
    const chomp = join(scratch, "chomp.svg");
    const { exitCode, stdout } = await runCommand("explore", ["--game", "src/explore/games/chomp-2xn.ts", "--range", "30", "--svg", chomp]);
    expect(exitCode).toBe(0);
    expect(stdout).toContain("map (█ P-position, · N-position, blank: not a state (isState)):");
    const picture = readFileSync(chomp, "utf8");
    expect(picture).toContain("not a state (isState rules it out)");
    expect(picture).toContain('fill="#f2f2f2"');
    const stairs = join(scratch, "stairs.svg");
    expect((await runCommand("explore", ["--game", "src/explore/games/staircase-nim.ts", "--range", "20", "--svg", stairs])).exitCode).toBe(0);
    expect(readFileSync(stairs, "utf8")).toContain("unsettled: a move leaves the range");
  });
});

describe("--json on the new shapes", () => {
  it("staircase Nim: every P-position, the unsettled count and each pattern's status", async () => {
    const { exitCode, stdout } = await runCommand("explore", ["--game", "src/explore/games/staircase-nim.ts", "--range", "10", "--json"]);
    expect(exitCode).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.pPositions).toHaveLength(11);
    expect(report.pPositions.every(([a]: number[]) => a === 0)).toBe(true);
    expect(report.unsettled).toBe(121 - 66);
    expect(report.patterns[0]).toMatchObject({ statement: "x1 = 0", status: "checked", holds: true });
  });

  it("three-pile Wythoff: the slice is observed, nothing about the whole game is claimed", async () => {
    const report = JSON.parse((await runCommand("explore", ["--game", "src/explore/games/wythoff-3.ts", "--range", "32", "--json"])).stdout);
    expect(report.noSimplePattern).toBe(true);
    expect(report.patterns.map((claim: { status: string }) => claim.status)).toEqual(["observed"]);
    expect(report.positions).toMatchObject({ position: "(x1, …, x3)", layout: "flat, x1 slowest" });
  });
});
