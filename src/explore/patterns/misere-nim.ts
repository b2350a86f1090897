// Bouton's rule for misère Nim, a pattern of two or more piles: the player to move loses exactly when the xor of the
// piles is 0 while some pile holds 2 or more, or when every pile holds 0 or 1 and their xor is 1 (an odd count of 1s).
// Moore's Nim_k's column rule, normal and misère, beside it: the misère one is the normal one with Bouton's ending.

export function misereNimRule(xs: readonly number[]): boolean {
  let x = 0;
  let big = false;
  for (const v of xs) {
    x ^= v;
    if (v >= 2) big = true;
  }
  return big ? x === 0 : x === 1;
}

export function misereNimStatement(names: readonly string[]): string {
  const xor = names.join(" xor ");
  return `${xor} = 0 when some pile holds 2 or more, and ${xor} = 1 (an odd number of 1s) when none does (Bouton's misère Nim)`;
}

/** Moore's Nim_k in normal play (m = k + 1): every binary column's count of ones is a multiple of m. */
export function mooreRule(m: number): (xs: readonly number[]) => boolean {
  return (xs) => {
    for (let bit = 0; bit < 31; bit++) {
      let ones = 0;
      for (const x of xs) ones += (x >>> bit) & 1;
      if (ones % m !== 0) return false;
    }
    return true;
  };
}

/**
 * Moore's Nim_k in misère play (m = k + 1): the normal rule while some pile holds 2 or more; when none does, the
 * number of piles holding 1 is ≡ 1 (mod m). m = 2 is Bouton's.
 */
export function misereMooreRule(m: number): (xs: readonly number[]) => boolean {
  const normal = mooreRule(m);
  return (xs) => (xs.some((v) => v >= 2) ? normal(xs) : xs.filter((v) => v === 1).length % m === 1);
}

export function misereMooreStatement(m: number): string {
  return `in every binary column, the number of piles with a 1 there is a multiple of ${m} when some pile holds 2 or more, and the number of piles holding 1 is ≡ 1 (mod ${m}) when none does (Moore's misère Nim_${m - 1}: take from up to ${m - 1} piles)`;
}
