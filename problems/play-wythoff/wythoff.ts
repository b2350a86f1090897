// Exact Wythoff theory in BigInt for the interactor: the k-th losing position is (⌊kφ⌋, ⌊kφ⌋ + k), and ⌊kφ⌋ is
// (k + ⌊√(5k²)⌋) div 2 because √5·k is irrational for k > 0. Never floats: near 10^9 they round the wrong way.

export function isqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = BigInt(Math.floor(Math.sqrt(Number(value))));
  while (x * x > value) x--;
  while ((x + 1n) * (x + 1n) <= value) x++;
  return x;
}

/** ⌊kφ⌋, exactly. */
export function lowerOf(k: bigint): bigint {
  return (k + isqrt(5n * k * k)) / 2n;
}

export function isLosing(a: bigint, b: bigint): boolean {
  const [x, y] = a <= b ? [a, b] : [b, a];
  return lowerOf(y - x) === x;
}

/** The j with ⌊jφ⌋ = x (x in the lower sequence), or with ⌊jφ⌋ + j = x (the upper one); every x ≥ 1 is in exactly one. */
function indexOf(x: bigint): { j: bigint; upper: boolean } {
  const root = isqrt(5n * x * x);
  const lowGuess = (root - x) / 2n;
  for (let j = lowGuess - 2n; j <= lowGuess + 2n; j++) if (j >= 0n && lowerOf(j) === x) return { j, upper: false };
  const highGuess = (3n * x - root) / 2n;
  for (let j = highGuess - 2n; j <= highGuess + 2n; j++) if (j >= 1n && lowerOf(j) + j === x) return { j, upper: true };
  throw new Error(`${x} is in neither Beatty sequence`);
}

/** The winning move from (a, b) as the new piles in the same order, or undefined from a losing position. */
export function winningMove(a: bigint, b: bigint): [bigint, bigint] | undefined {
  const swapped = a > b;
  const [x, y] = swapped ? [b, a] : [a, b];
  const k = y - x;
  const lower = lowerOf(k);
  let to: [bigint, bigint];
  if (x === lower) return undefined;
  if (x > lower) to = [lower, lower + k];
  else {
    const { j, upper } = indexOf(x);
    to = upper ? [x, lowerOf(j)] : [x, x + j];
  }
  return swapped ? [to[1], to[0]] : to;
}

/** Whether (a, b) → (c, d) is a legal Wythoff move. */
export function isLegalMove(a: bigint, b: bigint, c: bigint, d: bigint): boolean {
  if (c < 0n || d < 0n) return false;
  if (c === a) return d < b;
  if (d === b) return c < a;
  return c < a && a - c === b - d;
}
