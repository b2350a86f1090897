// expect: WA (plays the Zeckendorf strategy in exact integers, but picks its side by Gessel's test, 5n² ± 4 a perfect square, in unsigned long long: past n ≈ 1.9·10^9 the square wraps modulo 2^64, a Fibonacci heap fails the test and a win is claimed where the heap loses)
#include <cmath>
#include <cstdio>
#include <vector>
typedef unsigned long long u64;
std::vector<u64> fib;
static bool square(u64 v) {
  u64 s = (u64)std::sqrt((double)v);
  while (s * s > v) s--;
  while ((s + 1) * (s + 1) <= v) s++;
  return s * s == v;
}
static u64 winningTake(u64 m, u64 limit) {
  std::vector<u64> t;
  u64 rest = m;
  for (int i = (int)fib.size() - 1; i >= 0 && rest > 0; i--) if (fib[i] <= rest) { t.push_back(fib[i]); rest -= fib[i]; }
  u64 sum = 0, best = 0;
  for (int k = (int)t.size() - 1; k >= 0; k--) {
    sum += t[k];
    if (sum > limit) break;
    if (k == 0 || t[k - 1] > 2 * sum) best = sum;
  }
  return best;
}
int main() {
  fib.push_back(1); fib.push_back(2);
  while (fib.back() <= 1000000000000000000ULL) fib.push_back(fib.back() + fib[fib.size() - 2]);
  int games;
  if (scanf("%d", &games) != 1) return 0;
  for (int g = 0; g < games; g++) {
    u64 n;
    scanf("%llu", &n);
    bool mine = !(square(5 * n * n + 4) || square(5 * n * n - 4));
    printf(mine ? "first\n" : "second\n");
    fflush(stdout);
    u64 left = n, limit = n - 1;
    while (left > 0) {
      u64 take;
      if (mine) { take = winningTake(left, limit); printf("%llu\n", take); fflush(stdout); }
      else if (scanf("%llu", &take) != 1) return 0;
      if (take == 0) return 0;
      left -= take;
      limit = 2 * take;
      mine = !mine;
    }
  }
  return 0;
}
