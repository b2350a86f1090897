// The judge's player for Play Wythoff (Kattis protocol: interactor input answer feedback_dir; 42 AC, 43 WA). The game
// itself is referee.ts; this file only speaks the protocol.
import { InputReader } from "../../src/problem-kit/input-reader";
import { Interaction, judgeError } from "../../src/problem-kit/interactor";
import { MAX_PILE, refereeGame } from "./referee";
import { parseInput } from "./validate";
import { isLosing } from "./wythoff";

const io = new Interaction();
const seed = io.input.trimStart().split("\n", 1)[0]!.trim().split(/\s+/)[1] ?? "0";
let games: [number, number][];
try {
  games = parseInput(new InputReader(io.input));
} catch (error) {
  judgeError(`bad input file: ${(error as Error).message}`);
}
const expected = io.answer.split(/\s+/).filter(Boolean);

io.send(games.length);
for (const [index, [a0, b0]] of games.entries()) {
  const game = `game ${index + 1} (${a0} ${b0})`;
  const firstWins = !isLosing(BigInt(a0), BigInt(b0));
  if (expected.length > 0 && expected[index] !== (firstWins ? "first" : "second")) judgeError(`${game}: the answer file says ${expected[index]}, the theory says ${firstWins ? "first" : "second"}`);
  let moves = 0;
  const lost = refereeGame(BigInt(a0), BigInt(b0), `${seed}/${index}`, {
    side: (a, b) => {
      io.send(a, b);
      return io.readWord(["first", "second"], `${game}: the side you take`);
    },
    move: () => {
      moves++;
      return [io.readBigInt(0n, MAX_PILE, `${game}: your move ${moves}, pile a`), io.readBigInt(0n, MAX_PILE, `${game}: your move ${moves}, pile b`)];
    },
    told: (c, d) => io.send(c, d),
  });
  if (lost) io.wrong(`${game}: ${lost}`);
}
// After the last game the solution must stop writing: anything more (a move it thinks is due) is wrong answer.
io.finish(`won all ${games.length} games`);
