// expect: mixed (scanf/printf: 0.6-0.8 s of the 1 s limit on 13-max-moves's 43 MB output, over it on a loaded machine)
// The straightforward C++ solution (scanf/printf, g++ -O2) that npm run bench's section (e) times main.ts against, as
// issue 7 set the yardstick; cpp/main.cpp is the same rule with fast I/O, judged AC on every case.
// The same move rule as the statement: the two-pile move first, then the one-pile positions by increasing x.
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
    while (scanf("%lld %lld", &a, &b) == 2 && !(a == 0 && b == 0)) {
        ll d = b - a, low = lower(d);
        if (low == a) { puts("0"); continue; }
        puts("1");
        if (low < a) printf("%lld %lld\n", low, low + d);
        std::vector<std::pair<ll, ll>> moves;
        ll pb = partner(b), pa = partner(a);
        if (pb < a) moves.push_back({std::min(pb, b), std::max(pb, b)});
        if (pa < b && a != b) moves.push_back({std::min(a, pa), std::max(a, pa)});
        std::sort(moves.begin(), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
        for (auto& m : moves) printf("%lld %lld\n", m.first, m.second);
    }
    return 0;
}
