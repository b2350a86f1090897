// The judge's player for Play Nim (Kattis protocol: interactor input answer feedback_dir; 42 AC, 43 WA).
import { InputReader } from "../../src/problem-kit/input-reader";
import { Interaction, judgeError } from "../../src/problem-kit/interactor";
import { Random } from "../../src/problem-kit/random";
import { NimState } from "./nim-state";
import { MAX_PILE, parseInput } from "./validate";

/** From a losing position, the interactor resigns (sends "0 0") after this many moves in one game at the latest. */
export const RESIGN_AFTER = 15_000;

/**
 * How many moves from losing positions the interactor makes in a game before it resigns: in games of up to 1000 piles,
 * often none or a few (so resignations happen inside multi-game cases, and a solution that takes "0 0" for a move
 * breaks the next game); in longer games, RESIGN_AFTER.
 */
function resignAfter(rng: Random, piles: number): number {
  if (piles > 1000) return RESIGN_AFTER;
  return rng.pick([0, 1, 2, 5, 30, RESIGN_AFTER, RESIGN_AFTER, RESIGN_AFTER]);
}

const io = new Interaction();
const seed = io.input.trimStart().split("\n", 1)[0]!.trim().split(/\s+/)[1] ?? "0";
let games: number[][];
try {
  games = parseInput(new InputReader(io.input));
} catch (error) {
  judgeError(`bad input file: ${(error as Error).message}`);
}
const expected = io.answer.split(/\s+/).filter(Boolean);

io.send(games.length);
for (const [index, piles] of games.entries()) {
  const game = `game ${index + 1} (${piles.length} piles)`;
  const state = new NimState([...piles]);
  const firstWins = state.xor !== 0;
  if (expected.length > 0 && expected[index] !== (firstWins ? "first" : "second")) judgeError(`${game}: the answer file says ${expected[index]}, the theory says ${firstWins ? "first" : "second"}`);
  const rng = new Random(`${seed}/${index}`);
  const resignAt = resignAfter(new Random(`${seed}/${index}/resign`), piles.length);
  // The move limit: generous (the interactor stalls with small takes too), but a strategy that dawdles is caught.
  const moveLimit = 40 * piles.length + 100;
  let stalls = 0;
  io.send(piles.length);
  io.send(piles.join(" "));
  const side = io.readWord(["first", "second"], `${game}: the side you take`);
  if ((side === "first") !== firstWins) io.wrong(`${game}: you chose ${side}, but that side loses with perfect play; choose only winning sides`);
  let moves = 0;
  let mine = side === "second";
  while (!state.done) {
    if (mine) {
      const winning = state.winningMove();
      if (!winning && ++stalls > resignAt) {
        // Hopeless: resign (a game of 10^6 piles ends in bounded time). The solution has won; the next game starts.
        io.send(0, 0);
        break;
      }
      const [i, value] = winning ?? stall(rng, state);
      io.send(i + 1, state.piles[i]! - value);
      state.set(i, value);
      if (state.done) io.wrong(`${game}: the interactor took the last stone, so you lost (after your ${moves} moves)`);
    } else {
      if (++moves > moveLimit) io.wrong(`${game}: still stones left after your ${moveLimit} moves: the move limit`);
      const i = io.readInt(1, piles.length, `${game}: your move ${moves}, the pile`) - 1;
      const take = io.readInt(1, MAX_PILE, `${game}: your move ${moves}, the stones taken`);
      if (take > state.piles[i]!) io.wrong(`${game}: your move ${moves} takes ${take} from pile ${i + 1}, which holds ${state.piles[i]}`);
      state.set(i, state.piles[i]! - take);
    }
    mine = !mine;
  }
}
// After the last game the solution must stop writing: a move it thinks is due (after a resignation, say) is wrong answer.
io.finish(`won all ${games.length} games`);

/**
 * A move from a losing position (xor 0), chosen to make a wrong strategy fail: halve the last pile (in long lists nearly
 * always), empty a random pile (short games), leave the largest bit of the xor out of the largest pile (a strategy that
 * always moves the largest pile is stuck), or take a random amount.
 */
function stall(rng: Random, state: NimState): [number, number] {
  const roll = rng.next32() / 2 ** 32;
  // In a long list mostly the last pile: a strategy that scans from the front then pays for the whole list each move.
  if (roll < (state.piles.length > 1000 ? 0.9 : 0.3)) {
    // Halve the last non-empty pile: in a long list the piles holding the xor's top bit are then at the end, where
    // a solution that scans from the front pays for the whole list on every move.
    const last = state.lastNonEmpty();
    return [last, Math.floor(state.piles[last]! / 2)];
  }
  const i = state.randomNonEmpty((count) => rng.int(0, count - 1));
  const p = state.piles[i]!;
  if (roll < 0.7) return [i, 0];
  if (roll < 0.85 && p > 1) {
    // Clear the lowest set bit only: the xor becomes that small bit, which the big piles tend not to hold.
    return [i, p & (p - 1)];
  }
  return [i, rng.int(0, p - 1)];
}
