// The judge's player for Play Wythoff (Kattis protocol: interactor input answer feedback_dir; 42 AC, 43 WA).
import { InputReader } from "../../src/problem-kit/input-reader";
import { Interaction, judgeError } from "../../src/problem-kit/interactor";
import { Random } from "../../src/problem-kit/random";
import { constantDivideTraps, constantMultiplyTraps, doubleTraps } from "../hdu1527/float-traps";
import { parseInput } from "./validate";
import { isLegalMove, isLosing, lowerOf, winningMove } from "./wythoff";

/** The most moves the solution may make in one game. */
export const MOVE_LIMIT = 200;
/** The k where a common double formula for ⌊kφ⌋ is off by one (found by problems/hdu1527/find-float-traps.ts). */
const TRAPS = [...doubleTraps, ...constantDivideTraps, ...constantMultiplyTraps].map(BigInt);

const io = new Interaction();
const seed = io.input.trimStart().split("\n", 1)[0]!.trim().split(/\s+/)[1] ?? "0";
let games: [number, number][];
try {
  games = parseInput(new InputReader(io.input));
} catch (error) {
  judgeError(`bad input file: ${(error as Error).message}`);
}
const expected = io.answer.split(/\s+/).filter(Boolean);
const MAX = 10n ** 9n;

io.send(games.length);
for (const [index, [a0, b0]] of games.entries()) {
  const game = `game ${index + 1} (${a0} ${b0})`;
  const firstWins = !isLosing(BigInt(a0), BigInt(b0));
  if (expected.length > 0 && expected[index] !== (firstWins ? "first" : "second")) judgeError(`${game}: the answer file says ${expected[index]}, the theory says ${firstWins ? "first" : "second"}`);
  const rng = new Random(`${seed}/${index}`);
  io.send(a0, b0);
  const side = io.readWord(["first", "second"], `${game}: the side you take`);
  if ((side === "first") !== firstWins) io.wrong(`${game}: you chose ${side}, but that side loses with perfect play; choose only winning sides`);
  let [a, b] = [BigInt(a0), BigInt(b0)];
  let moves = 0;
  let mine = side === "second";
  while (a + b > 0n) {
    if (mine) {
      const [c, d] = winningMove(a, b) ?? stall(rng, a, b);
      io.send(c, d);
      [a, b] = [c, d];
      if (a + b === 0n) io.wrong(`${game}: the interactor emptied both piles, so you lost (after your ${moves} moves)`);
    } else {
      if (++moves > MOVE_LIMIT) io.wrong(`${game}: the game is still on at (${a} ${b}) after your ${MOVE_LIMIT} moves: the move limit`);
      const c = io.readBigInt(0n, MAX, `${game}: your move ${moves}, pile a`);
      const d = io.readBigInt(0n, MAX, `${game}: your move ${moves}, pile b`);
      if (!isLegalMove(a, b, c, d)) io.wrong(`${game}: (${a} ${b}) → (${c} ${d}) is not a move: take from one pile, or the same from both`);
      [a, b] = [c, d];
    }
    mine = !mine;
  }
}
io.accept(`won all ${games.length} games`);

/**
 * A move from a losing position, chosen to make a wrong strategy fail: toward (x, x + k) above a losing position whose
 * k is a float trap (so a rounded ⌊kφ⌋ picks the wrong diagonal step), else a random big step on one pile or both.
 */
function stall(rng: Random, a: bigint, b: bigint): [bigint, bigint] {
  const swapped = a > b;
  const [x, y] = swapped ? [b, a] : [a, b];
  const out = (p: bigint, q: bigint): [bigint, bigint] => (swapped ? [q, p] : [p, q]);
  if (rng.chance(0.6)) {
    const fits = TRAPS.filter((k) => x + k < y && lowerOf(k) < x);
    if (fits.length > 0) return out(x, x + rng.pick(fits));
    const lowered = TRAPS.filter((k) => y - k >= 0n && y - k < x && lowerOf(k) < y - k);
    if (lowered.length > 0) return out(y - rng.pick(lowered), y);
  }
  const kinds = [...(x > 0n ? ["small", "both"] : []), "large"];
  const kind = rng.pick(kinds);
  const most = kind === "large" ? y : x;
  const take = most - randomBelow(rng, (most + 1n) / 2n);
  if (kind === "small") return out(x - take, y);
  if (kind === "large") return y - take >= 0n ? out(x, y - take) : out(x, 0n);
  return out(x - take, y - take);
}

function randomBelow(rng: Random, bound: bigint): bigint {
  if (bound <= 0n) return 0n;
  return ((BigInt(rng.next32()) << 32n) | BigInt(rng.next32())) % bound;
}
