// expect: WA (a table of 50 Fibonacci terms in int: past 1836311903 the sums wrap, and some wrapped terms such as 512559680 are taken for Fibonacci numbers)
#include <cstdio>

int main() {
  int fib[50];
  fib[0] = 1;
  fib[1] = 2;
  // Signed overflow is what the mistake is; unsigned arithmetic gives the same wrapped bits without undefined behaviour.
  for (int i = 2; i < 50; i++) fib[i] = (int)((unsigned)fib[i - 1] + (unsigned)fib[i - 2]);
  int n;
  while (std::scanf("%d", &n) == 1 && n != 0) {
    bool losing = false;
    for (int i = 0; i < 50; i++) losing = losing || fib[i] == n;
    std::puts(losing ? "Second win" : "First win");
  }
  return 0;
}
