// expect: WA (Gessel's test, 5n² ± 4 a perfect square, in long long: 5n² overflows past n ≈ 1.36·10^9, so 1836311903 is called a win)
#include <cmath>
#include <cstdio>
static bool square(long long x) {
  if (x < 0) return false;
  long long r = (long long)std::sqrt((double)x);
  while (r * r > x) r--;
  while ((r + 1) * (r + 1) <= x) r++;
  return r * r == x;
}
int main() {
  long long n;
  while (std::scanf("%lld", &n) == 1 && n) {
    long long t = 5 * n * n;
    std::puts(square(t + 4) || square(t - 4) ? "Second win" : "First win");
  }
}
