// expect: WA (⌊kφ⌋ as k + ⌊k(√5 − 1)/2⌋ with the conjugate computed first: wrong at 7 k up to 381966011, the first 102334155)
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
    long long low = (long long)k + (long long)std::floor(k * ((s5 - 1) / 2));
    std::puts(low == a ? "0" : "1");
  }
}
