// Coin-turning games (Winning Ways, ch. 14) have Grundy values that are neither periodic nor arithmetic-periodic:
// Ruler's are the largest power of 2 dividing the coin's place (the ruler function), Mock Turtles' the odious numbers
// (an odd count of binary 1s) in order. Each is guessed from the first values asked about and then checked on all.

export interface NamedValues {
  statement: string;
  predicted(n: number): number;
}

/** 1, 2, 1, 4, 1, 2, 1, 8, …: the largest power of 2 dividing m, and 0 at m = 0 (no coin); m < 2^31 (a range). */
const ruler = (m: number) => (m <= 0 ? 0 : m & -m);

/** The k-th odious number from k = 0 (1, 2, 4, 7, 8, 11, …): 2k, plus 1 when k has an even count of binary 1s. */
function odious(k: number): number {
  let ones = 0;
  for (let x = k; x > 0; x = Math.floor(x / 2)) ones += x % 2;
  return 2 * k + (ones % 2 === 0 ? 1 : 0);
}

const WINDOW = 64;
/** Fewer values than this show neither sequence apart from others (1, 2, 1, 4 is also a period's start). */
const LEAST = 16;

/** The first named sequence that fits the first values asked about (states only), or undefined. */
export function coinTurningValues(values: ArrayLike<number>, first: number, range: number): NamedValues | undefined {
  const asked: number[] = [];
  for (let n = first; n <= range && asked.length < WINDOW; n++) if (values[n]! >= 0) asked.push(n);
  if (asked.length < LEAST) return undefined;
  const candidates: NamedValues[] = [];
  for (const c of [0, 1]) {
    const place = c === 0 ? "n" : "n + 1";
    candidates.push({
      statement: `G(n) = the largest power of 2 dividing ${place} (the ruler function: 1, 2, 1, 4, 1, 2, 1, 8, …${c === 0 && first === 0 ? "; G(0) = 0" : ""}; Ruler's coins at ${c === 0 ? "1, 2, 3, …" : "0, 1, 2, …"})`,
      predicted: (n) => ruler(n + c),
    });
    candidates.push({
      statement:
        c === 0
          ? "G(n) = the n-th odious number from n = 0 (odd count of binary 1s: 1, 2, 4, 7, 8, 11, …): 2n + 1 when n has an even count of binary 1s, else 2n (Mock Turtles' coins at 0, 1, 2, …)"
          : `G(n) = the odious numbers in order from n = 1 (odd count of binary 1s: 1, 2, 4, 7, 8, 11, …): 2n − 1 when n − 1 has an even count of binary 1s, else 2n − 2${first === 0 ? "; G(0) = 0" : ""} (Mock Turtles' coins at 1, 2, 3, …)`,
      predicted: (n) => (n - c < 0 ? 0 : odious(n - c)),
    });
  }
  return candidates.find((candidate) => asked.every((n) => candidate.predicted(n) === values[n]));
}
