import { describe, expect, it } from "vitest";
import { winningTake } from "../../problems/play-fibonacci-nim/fibonacci";
import { winnerOf as fibonacciWinner } from "../../problems/play-fibonacci-nim/oracle";
import { NimState } from "../../problems/play-nim/nim-state";
import { winnerOf as nimWinner } from "../../problems/play-nim/oracle";
import { winnerOf as wythoffWinner } from "../../problems/play-wythoff/oracle";
import { isLegalMove, isLosing, winningMove } from "../../problems/play-wythoff/wythoff";

// The interactors' exact theories against exhaustive game search (the independent oracle), on every small position.

describe("Fibonacci Nim theory (interactor) against exhaustive search", () => {
  const N = 120;
  // wins[m][L]: the mover wins with m stones left and at most L to take.
  const wins: boolean[][] = [[]];
  for (let m = 1; m <= N; m++) {
    wins.push([false]);
    for (let L = 1; L <= m; L++) wins[m]![L] = wins[m]![L - 1]! || L === m || !wins[m - L]![Math.min(2 * L, m - L)]!;
  }
  it("finds a take exactly in the winning states, and every take it returns wins", () => {
    for (let m = 1; m <= N; m++) {
      for (let L = 1; L <= m; L++) {
        const take = winningTake(BigInt(m), BigInt(L));
        expect(take !== undefined, `m=${m} L=${L}`).toBe(wins[m]![L]);
        if (take !== undefined) {
          const x = Number(take);
          expect(x >= 1 && x <= L, `m=${m} L=${L} take=${x}`).toBe(true);
          expect(x === m || !wins[m - x]![Math.min(2 * x, m - x)], `m=${m} L=${L} take=${x}`).toBe(true);
        }
      }
    }
  });
  it("the answer-file oracle (5n² ± 4 a square) agrees with the search on who wins", () => {
    for (let n = 2; n <= N; n++) expect(fibonacciWinner(BigInt(n)), `n=${n}`).toBe(wins[n]![n - 1] ? "first" : "second");
  });
});

describe("Wythoff theory (interactor) against exhaustive search", () => {
  const N = 60;
  const losing: boolean[][] = [];
  for (let a = 0; a <= N; a++) {
    losing.push([]);
    for (let b = 0; b <= N; b++) {
      let reachesLosing = false;
      for (let c = 0; c < a; c++) reachesLosing ||= losing[c]![b]!;
      for (let d = 0; d < b; d++) reachesLosing ||= losing[a]![d]!;
      for (let t = 1; t <= Math.min(a, b); t++) reachesLosing ||= losing[a - t]![b - t]!;
      losing[a]![b] = !reachesLosing;
    }
  }
  it("says losing exactly where the search does, and its winning move is legal and reaches a losing position", () => {
    for (let a = 0; a <= N; a++) {
      for (let b = 0; b <= N; b++) {
        expect(isLosing(BigInt(a), BigInt(b)), `(${a}, ${b})`).toBe(losing[a]![b]);
        if (a + b > 0) expect(wythoffWinner(a, b), `(${a}, ${b})`).toBe(losing[a]![b] ? "second" : "first");
        const move = winningMove(BigInt(a), BigInt(b));
        expect(move === undefined, `(${a}, ${b})`).toBe(losing[a]![b]);
        if (move) {
          expect(isLegalMove(BigInt(a), BigInt(b), move[0], move[1])).toBe(true);
          expect(losing[Number(move[0])]![Number(move[1])], `(${a}, ${b}) → ${move}`).toBe(true);
        }
      }
    }
  });
});

describe("Nim theory (interactor) against exhaustive search", () => {
  const memo = new Map<string, boolean>();
  const wins = (piles: number[]): boolean => {
    const key = [...piles].sort().join(",");
    if (!memo.has(key)) memo.set(key, piles.some((p, i) => Array.from({ length: p }, (_, v) => v).some((v) => !wins(piles.map((q, j) => (j === i ? v : q))))));
    return memo.get(key)!;
  };
  it("the winning move and the oracle agree with the search on every position of three piles up to 6", () => {
    for (let a = 0; a <= 6; a++) for (let b = 0; b <= 6; b++) for (let c = 0; c <= 6; c++) {
      const piles = [a, b, c];
      const state = new NimState([...piles]);
      const move = state.winningMove();
      expect(move !== undefined, `${piles}`).toBe(wins(piles));
      if (a + b + c > 0) expect(nimWinner(piles)).toBe(wins(piles) ? "first" : "second");
      if (move) {
        expect(move[1]).toBeLessThan(piles[move[0]]!);
        expect(wins(piles.map((p, i) => (i === move[0] ? move[1] : p))), `${piles} → ${move}`).toBe(false);
      }
    }
  });
});
