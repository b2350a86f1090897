// expect: WA or RE (the exact test of a losing position, but the larger pile's target when the smaller pile x is an upper pile b_i is taken as x - (2(x + 1) - ⌊(x + 1)φ⌋), one short of i = 2(x + 1) - ⌊(x + 1)φ⌋ - 1, the count of upper piles up to x: the cut leaves a position one stone off the losing one)
#include <math.h>
#include <stdio.h>

typedef long long ll;

static ll isqrt_ll(ll n) {
    ll s = (ll)sqrt((double)n);
    while (s * s > n) s--;
    while ((s + 1) * (s + 1) <= n) s++;
    return s;
}

static ll lower(ll k) { return (k + isqrt_ll(5 * k * k)) / 2; }

static int winning(ll a, ll b, ll *c, ll *d) {
    int swapped = a > b;
    ll x = swapped ? b : a, y = swapped ? a : b, k = y - x, low = lower(k), p, q;
    if (x == low) return 0;
    if (x > low) {
        p = low;
        q = low + k;
    } else {
        ll f = lower(x + 1), j = f - (x + 1);
        p = x;
        q = lower(j) == x ? x + j : x - (2 * (x + 1) - f);
    }
    *c = swapped ? q : p;
    *d = swapped ? p : q;
    return 1;
}

int main(void) {
    int games;
    if (scanf("%d", &games) != 1) return 0;
    for (int g = 0; g < games; g++) {
        ll a, b, c, d;
        scanf("%lld %lld", &a, &b);
        int mine = winning(a, b, &c, &d);
        printf(mine ? "first\n" : "second\n");
        fflush(stdout);
        while (a + b > 0) {
            if (mine) {
                winning(a, b, &c, &d);
                a = c;
                b = d;
                printf("%lld %lld\n", a, b);
                fflush(stdout);
            } else {
                scanf("%lld %lld", &a, &b);
            }
            mine = !mine;
        }
    }
    return 0;
}
