import type { GameModule, Pair } from "../../src/problem-kit/game-definition";
import { wythoff } from "../hdu1527/game";

// HDU 2177 is Wythoff's game again (its statement says so); what is new is the answer: every winning move.

export const game = { ...wythoff, name: "Wythoff's game with the winning moves (HDU 2177)", defaultRange: 100 };

export const problem: GameModule["problem"] = {
  // The input gives the smaller pile first, and "0 0" ends it.
  toInstance: (position) => {
    const [a, b] = position as readonly number[];
    return a! <= b! && b! > 0 ? { a, b } : undefined;
  },
  answer(position, truth) {
    const [a, b] = position as unknown as Pair;
    if (truth.isP([a, b])) return "0";
    const lines = ["1"];
    // First the move on both piles (at most one wins), then each distinct one-pile result by increasing x.
    for (let k = 1; k <= a; k++) if (truth.isP([a - k, b - k])) lines.push(`${a - k} ${b - k}`);
    const onePile = new Map<number, number>();
    for (let x = 0; x < a; x++) if (truth.isP([x, b])) onePile.set(x, b);
    for (let y = 0; y < b; y++) if (truth.isP([a, y])) onePile.set(Math.min(a, y), Math.max(a, y));
    for (const [x, y] of [...onePile].sort(([x1], [x2]) => x1 - x2)) lines.push(`${x} ${y}`);
    return lines.join("\n");
  },
};
