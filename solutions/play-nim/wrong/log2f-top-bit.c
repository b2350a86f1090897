// expect: WA (the right strategy with a tree of ORs over the piles, but the xor's top bit is found as (int)log2f((float)x): for x just below 2^k, k from 21 on, the float conversion (from k = 25) or log2f's float result rounds up, so the bit looked for is k, one no pile holds; the search walks to the last leaf, and pile ^ x there is larger than the pile: an illegal take)
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
static int sz;
static long long *tr;
static void setp(int i, long long v) { i += sz; tr[i] = v; for (i >>= 1; i; i >>= 1) tr[i] = tr[2 * i] | tr[2 * i + 1]; }
static int findbit(long long bit) { int i = 1; while (i < sz) i = (tr[2 * i] & bit) ? 2 * i : 2 * i + 1; return i - sz; }
int main(void) {
  int games;
  if (scanf("%d", &games) != 1) return 0;
  for (int g = 0; g < games; g++) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    long long *p = malloc(sizeof(long long) * n);
    long long x = 0, left = 0;
    for (int i = 0; i < n; i++) { scanf("%lld", &p[i]); x ^= p[i]; left += p[i]; }
    for (sz = 1; sz < n; sz <<= 1) {}
    tr = (long long *)calloc(2 * sz, sizeof(long long));
    for (int i = 0; i < n; i++) tr[sz + i] = p[i];
    for (int i = sz - 1; i > 0; i--) tr[i] = tr[2 * i] | tr[2 * i + 1];
    int mine = x != 0;
    printf(mine ? "first\n" : "second\n");
    fflush(stdout);
    while (left > 0) {
      if (mine) {
        int top = (int)log2f((float)x);
        int i = findbit(1LL << top);
        long long to = p[i] ^ x;
        printf("%d %lld\n", i + 1, p[i] - to);
        fflush(stdout);
        left -= p[i] - to;
        x ^= p[i] ^ to;
        p[i] = to;
        setp(i, to);
      } else {
        int i; long long take;
        if (scanf("%d %lld", &i, &take) != 2) return 0;
        if (i == 0) break;
        i--;
        left -= take;
        x ^= p[i] ^ (p[i] - take);
        p[i] -= take;
        setp(i, p[i]);
      }
      mine = !mine;
    }
    free(p);
    free(tr);
  }
  return 0;
}
