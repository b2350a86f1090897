// expect: WA (right winners, but prints "Second Win" and "First Win", the capital W of other HDU problems' answer words)
#include <stdio.h>
int main(void) {
  long long f[64];
  int k = 2;
  f[0] = 1; f[1] = 2;
  while (f[k - 1] < 2147483648LL) { f[k] = f[k - 1] + f[k - 2]; k++; }
  int n;
  while (scanf("%d", &n) == 1 && n != 0) {
    int lose = 0;
    for (int i = 1; i < k; i++) if (f[i] == n) lose = 1;
    puts(lose ? "Second Win" : "First Win");
  }
  return 0;
}
