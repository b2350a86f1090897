// expect: WA (⌊kφ⌋ as ⌊kφ − 1e-10⌋ in doubles: the ε is below the double's error, wrong at 14 k up to 381966011)
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
    long long low = (long long)std::floor(k * PHI - 1e-10);
    std::puts(low == a ? "0" : "1");
  }
}
