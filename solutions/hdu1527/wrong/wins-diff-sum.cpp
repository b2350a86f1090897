// expect: WA (checks the sum: a + b = ⌊kφ²⌋ + ... computed as ⌊k(φ + φ²)⌋ in double, wrong where the two floors do not add)
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
  const double phi = (1 + std::sqrt(5.0)) / 2;
  long long a, b;
  while (std::scanf("%lld %lld", &a, &b) == 2) {
    if (a > b) std::swap(a, b);
    long long k = b - a;
    std::puts((long long)std::floor(k * (2 * phi + 1)) == a + b ? "0" : "1");
  }
}
