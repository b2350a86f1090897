// expect: TLE or WA (finds the xor's highest bit with while ((1 << (k + 1)) <= x) k++ in int: for a xor of 2^30 or more, 1 << 31 overflows to a negative number and the loop runs on)
#include <bits/stdc++.h>
using namespace std;
static int a[200005];
int main() {
  int m;
  while (scanf("%d", &m) == 1 && m) {
    int x = 0;
    for (int i = 0; i < m; i++) { scanf("%d", &a[i]); x ^= a[i]; }
    if (!x) { puts("No"); continue; }
    puts("Yes");
    int k = 0;
    while ((1 << (k + 1)) <= x) k++;
    for (int i = 0; i < m; i++) if (a[i] >> k & 1) printf("%d %d\n", a[i], a[i] ^ x);
  }
}
