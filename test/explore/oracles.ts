// The tests' own oracles, written apart from the explorer: plain loops and memoised searches over the rules as the
// literature states them, sharing no code with src/explore.

/** Grundy values of the octal game with these digits (d1, d2, …), n = 0..max, by the plain quadratic mex loop. */
export function octalGrundy(digits: readonly number[], max: number): Int32Array {
  const g = new Int32Array(max + 1);
  const seen = new Int32Array(4 * max + 64).fill(-1);
  for (let n = 1; n <= max; n++) {
    digits.forEach((d, i) => {
      const j = i + 1;
      if (j === n && d & 1) seen[0] = n;
      if (j < n && d & 2) seen[g[n - j]!] = n;
      if (j <= n - 2 && d & 4) for (let a = 1; a <= n - j - a; a++) seen[g[a]! ^ g[n - j - a]!] = n;
    });
    let v = 0;
    while (seen[v] === n) v++;
    g[n] = v;
  }
  return g;
}

/** The Grundy value of a position by memoised recursion, from a function listing its options' keys. */
export function memoGrundy<K extends string>(options: (key: K) => K[]): (key: K) => number {
  const memo = new Map<K, number>();
  const g = (key: K): number => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const values = new Set(options(key).map(g));
    let v = 0;
    while (values.has(v)) v++;
    memo.set(key, v);
    return v;
  };
  return g;
}

/** Misère outcome (true: the player to move wins) by memoised recursion: with no move, the player to move has won. */
export function memoMisereWins<K extends string>(options: (key: K) => K[]): (key: K) => boolean {
  const memo = new Map<K, boolean>();
  const wins = (key: K): boolean => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const next = options(key);
    const result = next.length === 0 ? true : next.some((k) => !wins(k));
    memo.set(key, result);
    return result;
  };
  return wins;
}

/** ⌊√n⌋ for a BigInt, by Newton's method. */
export function sqrtFloor(n: bigint): bigint {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) [x, y] = [y, (y + n / y) / 2n];
  return x;
}
