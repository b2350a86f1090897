// For a mask m, how many heaps hold a value v with popcount(v & m) even, for every mask at once: a Walsh–Hadamard
// transform of the value counts (size · bits additions, where counting mask by mask took size · values parities).

/** counts[v] heaps hold value v (v < 2^bits): the result's [m] is how many have popcount(v & m) even, m < 2^bits. */
export function evenCounts(counts: Float64Array, bits: number): Float64Array {
  const size = 1 << bits;
  const t = new Float64Array(size);
  t.set(counts.subarray(0, Math.min(size, counts.length)));
  let total = 0;
  for (let v = 0; v < size; v++) total += t[v]!;
  // After the transform t[m] = Σ counts[v]·(−1)^popcount(v & m), the even count less the odd one (exact: integers).
  for (let half = 1; half < size; half <<= 1) {
    for (let i = 0; i < size; i += half << 1) {
      for (let j = i; j < i + half; j++) {
        const a = t[j]!;
        const b = t[j + half]!;
        t[j] = a + b;
        t[j + half] = a - b;
      }
    }
  }
  for (let m = 0; m < size; m++) t[m] = (total + t[m]!) / 2;
  return t;
}
