// Bouton's rule for misère Nim, a pattern of two or more piles: the player to move loses exactly when the xor of the
// piles is 0 while some pile holds 2 or more, or when every pile holds 0 or 1 and their xor is 1 (an odd count of 1s).

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
