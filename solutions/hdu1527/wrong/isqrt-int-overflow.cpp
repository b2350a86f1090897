// expect: TLE or WA (the exact formula ⌊(k + isqrt(5k²))/2⌋, but 5 * k * k in int overflows from k = 20725 on: a negative square sends the correction loop far off)
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
  int a, b;
  while (std::scanf("%d %d", &a, &b) == 2) {
    if (a > b) std::swap(a, b);
    int k = b - a;
    long long sq = 5 * k * k;  // the slip: int arithmetic
    long long s = (long long)std::sqrt((double)sq);
    while (s * s > sq) s--;
    while ((s + 1) * (s + 1) <= sq) s++;
    long long ak = (k + s) / 2;
    std::puts(ak == a ? "0" : "1");
  }
}
