// Wythoff's construction, written here for the tests on their own: the k-th losing position is (m, m + k), where m
// is the smallest number not yet in an earlier one. Returns the losing positions (smaller pile first) up to max.
export function losingPositionsUpTo(max: number): Set<string> {
  const used = new Set<number>([0]);
  const out = new Set<string>(["0 0"]);
  for (let k = 1, m = 1; ; k++) {
    while (used.has(m)) m++;
    if (m > max) return out;
    used.add(m).add(m + k);
    if (m + k <= max) out.add(`${m} ${m + k}`);
  }
}
