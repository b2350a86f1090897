// expect: WA (keeps the Fibonacci numbers in floats and compares (float)n with them: past 2^24 a neighbour of a Fibonacci number rounds onto it)
#include <cstdio>
int main() {
  float f[60]; f[0] = 1; f[1] = 2;
  for (int i = 2; i < 60; i++) f[i] = f[i - 1] + f[i - 2];
  int n;
  while (std::scanf("%d", &n) == 1 && n) {
    bool lose = false; for (int i = 0; i < 60; i++) if (f[i] == (float)n) lose = true;
    std::puts(lose ? "Second win" : "First win");
  }
}
