// expect: WA (⌊kφ⌋ as ⌊kφ + 1e-8⌋ in doubles: one too high at 16 k up to 381966011, the first 39088169)
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
  const double s5 = std::sqrt(5.0), PHI = (1 + s5) / 2;
  (void)PHI;
  long long a, b;
  while (std::scanf("%lld %lld", &a, &b) == 2) {
    if (a > b) std::swap(a, b);
    double k = (double)(b - a);
    long long low = (long long)std::floor(k * PHI + 1e-8);
    std::puts(low == a ? "0" : "1");
  }
}
