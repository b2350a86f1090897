import type { GameDefinition } from "./game-definition";

// Octal games (Kayles 0.77, Dawson's Kayles 0.07) and subtraction games written from their code, so the
// Guy–Smith periodicity criterion knows the largest take.

/**
 * A game from its octal code "0.d1d2d3…": d_j says what removing j tokens from a heap may leave:
 * bit 1 nothing (j = n), bit 2 one heap (j < n), bit 4 two nonempty heaps (j ≤ n − 2, the rest split in two).
 */
export function octalGame(code: string, name = `octal game ${code}`, defaultRange = 1000): GameDefinition<number> {
  const match = /^0?\.([0-7]+)$/.exec(code.trim());
  if (!match) throw new Error(`"${code}" is not an octal code like 0.77`);
  const digits = [...match[1]!].map(Number);
  const maxTake = digits.length;
  return {
    name,
    rules: `octal code ${code}: remove j tokens from a heap, as digit d${maxTake > 1 ? "_j" : "1"} allows (1: the whole heap, 2: leaving one heap, 4: leaving two)`,
    shape: "heap",
    defaultRange,
    octal: { code, maxTake },
    moves(n) {
      const out: number[] = [];
      for (let j = 1; j <= maxTake && j <= n; j++) {
        const d = digits[j - 1]!;
        if (j === n && d & 1) out.push(0);
        if (j < n && d & 2) out.push(n - j);
      }
      return out;
    },
    splits(n) {
      const out: number[][] = [];
      for (let j = 1; j <= maxTake && j <= n - 2; j++) {
        if (!(digits[j - 1]! & 4)) continue;
        for (let a = 1; a <= (n - j) / 2; a++) out.push([a, n - j - a]);
      }
      return out;
    },
  };
}

/** The subtraction game S: a move takes s ∈ S tokens from the heap (octal digit 3 at each s). */
export function subtractionGame(set: readonly number[], name = `subtraction game {${set.join(", ")}}`, defaultRange = 1000): GameDefinition<number> {
  const max = Math.max(...set);
  const code = "0." + Array.from({ length: max }, (_, i) => (set.includes(i + 1) ? "3" : "0")).join("");
  const takes = [...set].sort((x, y) => x - y);
  return {
    ...octalGame(code, name, defaultRange),
    rules: `take s ∈ {${takes.join(", ")}} tokens from one heap`,
    // Same moves as the octal code gives, without allocating per digit: the 10^6-heap runs call this a million times.
    moves(n) {
      const out: number[] = [];
      for (const s of takes) if (s <= n) out.push(n - s);
      return out;
    },
    splits: undefined,
  };
}
