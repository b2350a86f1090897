// expect: WA (takes the Fibonacci index from Binet's formula in doubles, log(n·√5)/log φ, and calls n Fibonacci when it is within 1e-9 of an integer: near 2^31 a neighbour of a Fibonacci number is that close too)
#include <cmath>
#include <cstdio>
int main() {
  const double phi = (1 + std::sqrt(5.0)) / 2;
  int n;
  while (std::scanf("%d", &n) == 1 && n) {
    double k = std::log(n * std::sqrt(5.0)) / std::log(phi);
    bool lose = std::fabs(k - std::round(k)) < 1e-9;
    std::puts(lose ? "Second win" : "First win");
  }
}
