// expect: WA (Fibonacci from 1, 1 in a table of 45 ints: F(1)..F(45) stops at 1134903170, so 1836311903 is called a win)
#include <cstdio>
int main() {
  int f[45]; f[0] = 1; f[1] = 1;
  for (int i = 2; i < 45; i++) f[i] = f[i - 1] + f[i - 2];
  int n;
  while (std::scanf("%d", &n) == 1 && n) {
    bool lose = false; for (int i = 0; i < 45; i++) if (f[i] == n) lose = true;
    std::puts(lose ? "Second win" : "First win");
  }
}
