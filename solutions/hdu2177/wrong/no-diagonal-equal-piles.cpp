// expect: WA (skips the move from both piles when a = b, thinking a difference of 0 leaves nothing to keep: for equal piles the move to 0 0, which always wins, is missing)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>
typedef long long ll;
static ll lower(ll k) {
    ll sq = 5 * k * k, s = (ll)sqrt((double)sq);
    while (s * s > sq) s--;
    while ((s + 1) * (s + 1) <= sq) s++;
    return (k + s) / 2;
}
static ll partner(ll v) {
    if (v == 0) return 0;
    ll next = lower(v + 1), j = next - (v + 1);
    if (lower(j) == v) return v + j;
    return v - (2 * (v + 1) - next - 1);
}
int main() {
    ll a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        ll d = b - a, low = lower(d);
        if (low == a) { std::puts("0"); continue; }
        std::puts("1");
        if (a != b && low < a) std::printf("%lld %lld\n", low, low + d);
        std::vector<std::pair<ll, ll>> moves;
        ll pb = partner(b), pa = partner(a);
        if (pb < a) moves.push_back({pb, b});
        if (pa < b && a != b) moves.push_back({std::min(a, pa), std::max(a, pa)});
        std::sort(moves.begin(), moves.end(), [](const std::pair<ll, ll>& p, const std::pair<ll, ll>& q) { return p.first < q.first; });
        for (auto& m : moves) std::printf("%lld %lld\n", m.first, m.second);
    }
}
