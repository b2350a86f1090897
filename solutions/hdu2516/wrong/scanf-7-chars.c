// expect: WA (reads each number as a word into char s[8] with scanf("%7s"): a ten-digit n is cut into two numbers, 1836311903 into 1836311 and 903, each answered)
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  long long fib[64]; int k = 0;
  long long a = 1, b = 2;
  while (b < (1LL << 32)) { fib[k++] = b; long long c = a + b; a = b; b = c; }
  char s[8];
  while (scanf("%7s", s) == 1) {
    long long n = atoll(s);
    if (n == 0) break;
    int lose = 0;
    for (int i = 0; i < k; i++) if (fib[i] == n) lose = 1;
    puts(lose ? "Second win" : "First win");
  }
  return 0;
}
