import { UserError } from "../errors";
import type { GameDefinition, State, Truth } from "../problem-kit/game-definition";
import { UNSETTLED } from "./analyse";
import type { Exploration } from "./explore";
import { heapOptions, MisereMultisets } from "./misere-multisets";
import { winningMoves } from "./winning-moves";

// --at: one position's outcome, Grundy value and winning moves, and the problem's own answer when it has one. A list
// of heaps in a heap game is a sum: by the xor of Grundy values in normal play (Sprague–Grundy), by a direct search
// over multisets of heaps in misère play (where sums do not combine by xor), never by one heap alone.

const verdict = (isP: boolean) => (isP ? "P (the player to move loses)" : "N (the player to move wins)");
const parts = (to: readonly number[]) => (to.length === 0 ? "nothing" : to.join(" + "));

/** The terminal's list: Kayles --at 1000000 printed its 166,666 winning splits on one line of 1.4 MB. --json has all. */
const SHOWN_MOVES = 30;
function listed(moves: readonly string[]): string {
  if (moves.length <= SHOWN_MOVES) return moves.join(", ");
  return `${moves.slice(0, SHOWN_MOVES).join(", ")}, … (${moves.length.toLocaleString("en")} in all; --json lists every one)`;
}

/** One position's facts, for --json, and the lines the terminal shows. */
export interface PositionReport {
  at: number[];
  /** The Grundy value (normal play) or the misère value; 0 is a P-position. */
  value: number;
  outcome: "P" | "N";
  /** How the value was found: from the explored table, the xor of a sum's heaps, or a direct misère search of a sum. */
  method: "table" | "xor of the heaps" | "misère search over sums";
  winningMoves: string[];
  /** The problem's own expected output for this position, when it has one. */
  answer?: string;
  lines: string[];
}

export function describePosition(result: Exploration, at: number[]): PositionReport {
  const { loaded, analysis } = result;
  const game = loaded.game;
  const G = analysis.grundy;
  const lines: string[] = [];
  let truth: Truth<any>;
  let valueOf: number | undefined;
  let answer: string | undefined;
  let method: PositionReport["method"] | undefined;
  let winning: string[] = [];
  const heapGame = analysis.space.dims === 1 && !game.start;
  const splitting = Boolean(game.splits || game.splitRests);
  const sum = heapGame && (at.length > 1 || game.sumOfHeaps || (result.misere && splitting));
  if (sum) {
    // A heap isState rules out (or left unsettled) has no Grundy value: its marker must never enter the xor.
    for (const h of at) {
      if (h > analysis.space.range) throw new UserError(`--at ${at.join(",")}: the heap ${h} is outside the explored range 0..${analysis.space.range}`, `give --range ${h} or more`);
      if (G[h] === UNSETTLED) throw new UserError(`--at ${at.join(",")}: the heap ${h} has a move out of the explored range, so its value is not settled`, "give a larger --range");
      if (!(G[h]! >= 0)) throw new UserError(`--at ${at.join(",")}: the heap ${h} is not a state of ${game.name} (isState rules it out), so it cannot be part of a sum`, "give heaps that isState accepts");
    }
    if (!result.misere) {
      const value = (piles: readonly number[]) => piles.reduce((x, h) => x ^ G[h]!, 0);
      truth = { isP: (piles: number[]) => value(piles) === 0, grundy: value };
      const X = value(at);
      [method, valueOf] = ["xor of the heaps", X];
      lines.push(`at heaps ${at.join(" + ")}: Grundy ${at.map((h) => G[h]).join(" xor ")} = ${X}: ${verdict(X === 0)} (a sum's Grundy value is the xor of its heaps', by Sprague–Grundy)`);
      const wins: string[] = [];
      new Set(at).forEach((h) => {
        for (const option of heapOptions(game as GameDefinition<number>, h)) {
          const after = option.reduce((x, part) => x ^ G[part]!, X ^ G[h]!);
          if (after === 0) wins.push(`${h} → ${parts(option)}`);
        }
      });
      winning = wins;
      if (wins.length) lines.push(`  winning moves: ${listed(wins)}`);
    } else {
      const search = analysis.multisets ?? new MisereMultisets(game as GameDefinition<number>);
      search.refuseIfTooLarge(at, `heaps ${at.join(" + ")}`);
      const value = (piles: readonly number[]) => search.value(piles);
      truth = { isP: (piles: number[]) => value(piles) === 0, grundy: value };
      const v = value(at);
      [method, valueOf] = ["misère search over sums", v];
      lines.push(`at heaps ${at.join(" + ")}, misère play: ${verdict(v === 0)}, misère value ${v} (searched directly over sums of heaps: ${search.positions.toLocaleString("en")} positions; misère sums do not combine by xor)`);
      winning = search.moves(at).filter((move) => value(move.after) === 0).map((move) => `${move.heap} → ${parts(move.to)}`);
      if (winning.length) lines.push(`  winning moves: ${listed(winning)}`);
    }
  } else {
    const dims = analysis.space.dims;
    const state: State = game.start ? game.start(at[0]!) : dims === 1 ? at[0]! : at;
    const j = analysis.space.index(state);
    const wanted = game.start || dims === 1 ? "give one number" : `give ${dims} numbers, e.g. --at ${Array.from({ length: dims }, (_, i) => i + 3).join(",")}`;
    if (j < 0 || (!game.start && dims > 1 && at.length !== dims) || ((game.start || dims === 1) && at.length !== 1)) throw new UserError(`--at ${at.join(",")} is not a state of ${game.name}`, wanted);
    if (G[j] === UNSETTLED) throw new UserError(`--at ${at.join(",")}: ${analysis.space.format(state)} has a move out of the explored range, so its value is not settled`, "give a larger --range");
    if (G[j]! < 0) throw new UserError(`--at ${at.join(",")} is not a state of ${game.name} (isState rules it out)`, wanted);
    truth = { isP: (s: State) => G[analysis.space.index(s)] === 0, grundy: (s: State) => G[analysis.space.index(s)]! };
    [method, valueOf] = ["table", G[j]!];
    lines.push(`at ${analysis.space.format(state)}: ${result.misere ? "misère value" : "Grundy"} ${G[j]}: ${verdict(G[j] === 0)}`);
    winning = winningMoves(analysis, state).map(({ to }) => (to.length ? to.map((s) => analysis.space.format(s)).join(" + ") : "nothing"));
    if (winning.length) lines.push(`  winning moves: ${listed(winning)}`);
  }
  // A sum's truth takes a list of heaps, and a problem about one heap asks with one (hdu1846 --at 3,4 failed as "fix
  // the game module: piles.reduce is not a function"): one heap is wrapped, a sum of several has no answer there.
  const oneHeapProblem = sum && !game.sumOfHeaps;
  if (oneHeapProblem && at.length === 1) {
    const ofList = truth;
    truth = { isP: (h: number) => ofList.isP([h]), grundy: (h: number) => ofList.grundy([h]) };
  }
  if (loaded.problem && oneHeapProblem && at.length > 1) lines.push(`  the problem's answer: none, since the problem asks about one heap and this is a sum of ${at.length}`);
  else if (loaded.problem) {
    const position = game.sumOfHeaps || (analysis.space.dims > 1 && !game.start) ? at : at[0]!;
    if (loaded.problem.toInstance(position, loaded.parameters) !== undefined) {
      answer = loaded.problem.answer(position, truth, loaded.parameters);
      lines.push("  the problem's answer:", ...answer.split("\n").map((line) => `    ${line}`));
    }
  }
  return { at, value: valueOf!, outcome: valueOf! === 0 ? "P" : "N", method: method!, winningMoves: winning!, ...(answer !== undefined ? { answer } : {}), lines };
}
