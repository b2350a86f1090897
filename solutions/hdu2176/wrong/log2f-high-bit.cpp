// expect: WA (finds the xor's highest bit as 1 << (int)log2f(x): in single precision a xor just below a power of two, 2^k − 1 with k ≥ 25, rounds up to that power, so no pile has the bit and the moves go missing)
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
    long long hb = 1LL << (int)log2f((float)x);
    for (int i = 0; i < m; i++) if (a[i] & hb) printf("%d %d\n", a[i], a[i] ^ x);
  }
}
