// expect: WA (a tree over the piles keeps each subtree's largest pile instead of the OR of its piles, and the search for a pile holding the xor's top bit goes left when the left subtree's largest pile holds it, else right: a subtree can hold the bit in a pile smaller than its largest, so the search may end on a pile without the bit, and pile ^ x there is larger than the pile)
#include <algorithm>
#include <cstdio>
#include <vector>
typedef long long ll;
int sz;
std::vector<ll> tr;
void setp(int i, ll v) { i += sz; tr[i] = v; for (i >>= 1; i; i >>= 1) tr[i] = std::max(tr[2 * i], tr[2 * i + 1]); }
int findbit(ll bit) { int i = 1; while (i < sz) i = (tr[2 * i] & bit) ? 2 * i : 2 * i + 1; return i - sz; }
int main() {
  int games;
  if (scanf("%d", &games) != 1) return 0;
  while (games--) {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<ll> p(n);
    ll x = 0, left = 0;
    for (auto &v : p) { scanf("%lld", &v); x ^= v; left += v; }
    for (sz = 1; sz < n; sz <<= 1) {}
    tr.assign(2 * sz, 0);
    for (int i = 0; i < n; i++) tr[sz + i] = p[i];
    for (int i = sz - 1; i > 0; i--) tr[i] = std::max(tr[2 * i], tr[2 * i + 1]);
    bool mine = x != 0;
    printf(mine ? "first\n" : "second\n");
    fflush(stdout);
    while (left > 0) {
      if (mine) {
        int top = 63 - __builtin_clzll(x);
        int i = findbit(1LL << top);
        ll to = p[i] ^ x;
        printf("%d %lld\n", i + 1, p[i] - to);
        fflush(stdout);
        left -= p[i] - to;
        x ^= p[i] ^ to;
        p[i] = to;
        setp(i, to);
      } else {
        int i; ll take;
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
  }
  return 0;
}
