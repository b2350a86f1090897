// The judge's player for Play Fibonacci Nim (Kattis protocol: interactor input answer feedback_dir; 42 AC, 43 WA).
import { InputReader } from "../../src/problem-kit/input-reader";
import { Interaction, judgeError } from "../../src/problem-kit/interactor";
import { Random } from "../../src/problem-kit/random";
import { winningTake, zeckendorf } from "./fibonacci";
import { parseInput } from "./validate";

/** The most moves the solution may make in one game. */
export const MOVE_LIMIT = 500;

const io = new Interaction();
const firstLine = io.input.trimStart().split("\n", 1)[0]!.trim().split(/\s+/);
let heaps: bigint[];
try {
  heaps = parseInput(new InputReader(io.input));
} catch (error) {
  judgeError(`bad input file: ${(error as Error).message}`);
}
const seed = firstLine[1] ?? "0";
const expected = io.answer.split(/\s+/).filter(Boolean);

io.send(heaps.length);
for (const [index, n] of heaps.entries()) {
  const game = `game ${index + 1} (n = ${n})`;
  const firstWins = winningTake(n, n - 1n) !== undefined;
  if (expected.length > 0 && expected[index] !== (firstWins ? "first" : "second")) judgeError(`${game}: the answer file says ${expected[index]}, the theory says ${firstWins ? "first" : "second"}`);
  const rng = new Random(`${seed}/${index}`);
  io.send(n);
  const side = io.readWord(["first", "second"], `${game}: the side you take`);
  if ((side === "first") !== firstWins) io.wrong(`${game}: you chose ${side}, but that side loses with perfect play; choose only winning sides`);
  let left = n;
  let limit = n - 1n;
  let solutionMoves = 0;
  let solutionToMove = side === "first";
  while (left > 0n) {
    const most = limit < left ? limit : left;
    if (solutionToMove) {
      if (++solutionMoves > MOVE_LIMIT) io.wrong(`${game}: still ${left} stones left after your ${MOVE_LIMIT} moves: the move limit (take more at once)`);
      const take = io.readBigInt(1n, 10n ** 18n, `${game}: your move ${solutionMoves}`);
      if (take > most) io.wrong(`${game}: your move ${solutionMoves} takes ${take}, but at most ${most} may be taken (${left} left, limit ${limit})`);
      left -= take;
      limit = 2n * take;
    } else {
      const take = winningTake(left, limit) ?? stall(rng, left, most);
      io.send(take);
      left -= take;
      limit = 2n * take;
      if (left === 0n) io.wrong(`${game}: the interactor took the last stone, so you lost (after your ${solutionMoves} moves)`);
    }
    solutionToMove = !solutionToMove;
  }
}
// After the last game the solution must stop writing: anything more is wrong answer.
io.finish(`won all ${heaps.length} games`);

/**
 * A move from a losing position, chosen to make a wrong strategy fail: the most it may take, or a random take in the
 * upper half of what it may take (so games stay short), preferring heaps whose Zeckendorf sum has many terms, where
 * taking the wrong term or too little shows.
 */
function stall(rng: Random, left: bigint, most: bigint): bigint {
  if (rng.chance(0.3)) return most;
  const low = (most + 1n) / 2n;
  let best = most;
  let bestTerms = -1;
  for (let i = 0; i < 6; i++) {
    const take = low + randomBelow(rng, most - low + 1n);
    const terms = zeckendorf(left - take).length;
    if (terms > bestTerms) [best, bestTerms] = [take, terms];
  }
  return best;
}

function randomBelow(rng: Random, bound: bigint): bigint {
  const value = (BigInt(rng.next32()) << 64n) | (BigInt(rng.next32()) << 32n) | BigInt(rng.next32());
  return value % bound;
}
