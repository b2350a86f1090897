// expect: WA (rounds the Binet index in doubles and compares F(k) computed as round(φ^k/√5) with n: for large k pow loses digits)
#include <cmath>
#include <cstdio>
int main() {
  const double phi = (1 + std::sqrt(5.0)) / 2;
  int n;
  while (std::scanf("%d", &n) == 1 && n) {
    int k = (int)std::lround(std::log(n * std::sqrt(5.0)) / std::log(phi));
    float f = std::round(std::pow(phi, k) / std::sqrt(5.0));
    std::puts((float)n == f ? "Second win" : "First win");
  }
}
