// expect: TLE or WA (walks a, b = 1, 2 while b < n in int: past 1836311903 the sum wraps negative and the walk goes astray for n above it)
#include <cstdio>
int main() {
  int n;
  while (std::scanf("%d", &n) == 1 && n) {
    int a = 1, b = 2;
    while (b < n) { int c = a + b; a = b; b = c; }
    std::puts(b == n ? "Second win" : "First win");
  }
}
