// expect: WA (reads each line with fgets into char s[10], sized for "n < 2^31" as if that were nine digits: a ten-digit heap is read as its first nine digits and then its last digit as a heap of its own, so two wrong answers stand where one is due)
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  long long fib[64];
  int count = 2;
  fib[0] = 1; fib[1] = 2;
  while (fib[count - 1] < 2147483648LL) { fib[count] = fib[count - 1] + fib[count - 2]; count++; }
  char s[10];
  while (fgets(s, sizeof s, stdin)) {
    if (s[0] == '\n' || s[0] == '\r') continue;
    long long n = atoll(s);
    if (n == 0) break;
    int is = 0;
    for (int i = 0; i < count; i++) if (fib[i] == n) is = 1;
    puts(is ? "Second win" : "First win");
  }
  return 0;
}
