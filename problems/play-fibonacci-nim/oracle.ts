// Who wins each game, by a method independent of the interactor's Zeckendorf search: n is a Fibonacci number exactly
// when 5n² + 4 or 5n² − 4 is a perfect square, and the first player loses exactly on Fibonacci heaps.

function isqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = BigInt(Math.floor(Math.sqrt(Number(value))));
  while (x * x > value) x--;
  while ((x + 1n) * (x + 1n) <= value) x++;
  return x;
}

const isSquare = (value: bigint): boolean => value >= 0n && isqrt(value) ** 2n === value;

export function winnerOf(n: bigint): "first" | "second" {
  return isSquare(5n * n * n + 4n) || isSquare(5n * n * n - 4n) ? "second" : "first";
}

/** The answer file: one line per game, the side that wins it. */
export function answerFile(heaps: readonly bigint[]): string {
  return heaps.map((n) => `${winnerOf(n)}\n`).join("");
}
