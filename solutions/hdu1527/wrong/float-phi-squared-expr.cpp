// expect: WA (⌊kφ⌋ as ⌊k(3 + √5)/2⌋ − k in doubles (the upper pile first): wrong at 18 k up to 381966011, the first 102334155)
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
    long long low = (long long)std::floor(k * (3 + s5) / 2) - (long long)k;
    std::puts(low == a ? "0" : "1");
  }
}
