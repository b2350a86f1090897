// expect: ILE (the exact strategy, flushed after every move but one: its shortcut for equal piles, take them both down to 0 0, is printed without fflush, so that winning move stays in stdio's buffer while the interactor waits for it)
#include <cmath>
#include <cstdio>

typedef long long ll;

static ll isqrt(ll n) {
    ll s = (ll)std::sqrt((double)n);
    while (s * s > n) s--;
    while ((s + 1) * (s + 1) <= n) s++;
    return s;
}

static ll lower(ll k) { return (k + isqrt(5 * k * k)) / 2; }

// The winning move from (a, b), written into (c, d) in the same order; false from a losing position.
static bool winning(ll a, ll b, ll &c, ll &d) {
    bool swapped = a > b;
    ll x = swapped ? b : a, y = swapped ? a : b, k = y - x, low = lower(k);
    if (x == low) return false;
    ll p, q;
    if (x > low) {
        p = low;
        q = low + k;
    } else {
        ll f = lower(x + 1), j = f - (x + 1);
        p = x;
        q = lower(j) == x ? x + j : x - (2 * (x + 1) - f - 1);
    }
    c = swapped ? q : p;
    d = swapped ? p : q;
    return true;
}

int main() {
    int games;
    if (scanf("%d", &games) != 1) return 0;
    for (int g = 0; g < games; g++) {
        ll a, b, c, d;
        scanf("%lld %lld", &a, &b);
        bool mine = winning(a, b, c, d);
        printf(mine ? "first\n" : "second\n");
        fflush(stdout);
        while (a + b > 0) {
            if (mine) {
                if (a == b) {
                    // equal piles: take everything from both
                    printf("0 0\n");
                    a = b = 0;
                } else {
                    winning(a, b, c, d);
                    a = c;
                    b = d;
                    printf("%lld %lld\n", a, b);
                    fflush(stdout);
                }
            } else {
                scanf("%lld %lld", &a, &b);
            }
            mine = !mine;
        }
    }
    return 0;
}
