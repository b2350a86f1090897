// expect: WA (⌊kφ⌋ as (k + (long long)sqrtf(5.0f * k * k)) / 2: the square 5k² fits a float only to 24 bits, so for k past a few thousand the root is off by some units and the losing positions, the diagonal target and the partners come out wrong)
#include <math.h>
#include <stdio.h>
typedef long long ll;
static ll lower(ll k) { return (k + (ll)sqrtf(5.0f * k * k)) / 2; }
static ll partner(ll v) {
  if (v == 0) return 0;
  ll f = lower(v + 1), j = f - (v + 1);
  if (lower(j) == v) return v + j;
  return v - (2 * (v + 1) - f - 1);
}
int main(void) {
  ll a, b;
  while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
    ll d = b - a, low = lower(d);
    if (low == a) { puts("0"); continue; }
    puts("1");
    if (low < a) printf("%lld %lld\n", low, low + d);
    ll pb = partner(b), pa = partner(a);
    ll m[2][2]; int c = 0;
    if (pb < a) { m[c][0] = pb; m[c][1] = b; c++; }
    if (pa < b && a != b) { m[c][0] = pa < a ? pa : a; m[c][1] = pa < a ? a : pa; c++; }
    if (c == 2 && m[1][0] < m[0][0]) { ll t0 = m[0][0], t1 = m[0][1]; m[0][0] = m[1][0]; m[0][1] = m[1][1]; m[1][0] = t0; m[1][1] = t1; }
    for (int i = 0; i < c; i++) printf("%lld %lld\n", m[i][0], m[i][1]);
  }
  return 0;
}
