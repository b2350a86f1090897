// expect: WA (finds the one-pile moves by walking the losing positions (a_k, b_k) while a_k < a: it finds (a_k, b) and (a_k, a), but stops before a_k = a, so the cut of b down to a's upper partner, (a, b_k), is never found)
#include <cmath>
#include <cstdio>
typedef long long ll;
static ll lower(ll k) {
    ll sq = 5 * k * k, s = (ll)sqrt((double)sq);
    while (s * s > sq) s--;
    while ((s + 1) * (s + 1) <= sq) s++;
    return (k + s) / 2;
}
int main() {
    ll a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        ll d = b - a, low = lower(d);
        if (low == a) { std::puts("0"); continue; }
        std::puts("1");
        if (low < a) std::printf("%lld %lld\n", low, low + d);
        if (a == 0) { std::puts("0 0"); continue; }
        for (ll k = 0;; k++) {
            ll ak = lower(k), bk = ak + k;
            if (ak >= a) break;
            if (bk == a) std::printf("%lld %lld\n", ak, bk);
            else if (bk == b) std::printf("%lld %lld\n", ak, bk);
        }
    }
}
