// expect: WA (a table of 128 Fibonacci terms in int, from 1, 1: past 1836311903 the sums wrap, and wrapped terms past the 100th, such as 1020930517, are taken for Fibonacci numbers)
#include <cstdio>

int main() {
  int fib[128];
  fib[0] = 1;
  fib[1] = 1;
  for (int i = 2; i < 128; i++) fib[i] = (int)((unsigned)fib[i - 1] + (unsigned)fib[i - 2]);
  int n;
  while (std::scanf("%d", &n) == 1 && n != 0) {
    bool losing = false;
    for (int i = 0; i < 128; i++) if (fib[i] == n) losing = true;
    std::puts(losing ? "Second win" : "First win");
  }
}
