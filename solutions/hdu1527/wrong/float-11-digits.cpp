// expect: WA (φ written as 1.61803398875, eleven digits: ⌊kφ⌋ one too high at 7675 k up to 381966011, the first 2178309)
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
    long long low = (long long)std::floor(k * 1.61803398875);
    std::puts(low == a ? "0" : "1");
  }
}
