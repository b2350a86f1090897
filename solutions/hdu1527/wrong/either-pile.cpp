// expect: WA (does not sort the piles and instead accepts either one as ⌊kφ⌋ with k = |a − b|: a position whose larger pile is ⌊kφ⌋, such as (1, 3) or (2, 5), is called lost too)
#include <cstdio>
#include <cstdlib>
typedef long long ll;
static ll lower(ll k) {
    ll sq = 5 * k * k, s = 0;
    for (ll step = 1LL << 31; step > 0; step >>= 1)
        if ((s + step) * (s + step) <= sq) s += step;
    return (k + s) / 2;
}
int main() {
    ll a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        ll k = std::llabs(a - b), t = lower(k);
        std::puts(a == t || b == t ? "0" : "1");
    }
}
