// expect: WA (keeps a and cuts b to a's partner p(a) whenever p(a) != b, where only p(a) < b is a move: when a is a lower pile whose partner is above b, the "move" to (a, p(a)) would add stones to b, and it is printed as a winning move)
#include <cmath>
#include <cstdio>
#include <vector>
#include <algorithm>
using namespace std;
typedef long long ll;

static ll lowerW(ll k) {
    ll n = 5 * k * k, s = (ll)sqrt((double)n);
    while (s * s > n) s--;
    while ((s + 1) * (s + 1) <= n) s++;
    return (k + s) / 2;
}

static ll partner(ll v) {
    if (v == 0) return 0;
    ll next = lowerW(v + 1), j = next - (v + 1);
    if (lowerW(j) == v) return v + j;
    return v - (2 * (v + 1) - next - 1);
}

int main() {
    ll a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        ll d = b - a, ad = lowerW(d);
        if (ad == a) {
            puts("0");
            continue;
        }
        puts("1");
        if (ad < a) printf("%lld %lld\n", ad, ad + d);
        vector<pair<ll, ll>> one;
        ll pb = partner(b);
        if (pb < a) one.push_back({pb, b});
        ll pa = partner(a);
        if (pa != b) one.push_back({min(a, pa), max(a, pa)});
        sort(one.begin(), one.end());
        one.erase(unique(one.begin(), one.end()), one.end());
        for (auto &m : one) printf("%lld %lld\n", m.first, m.second);
    }
    return 0;
}
