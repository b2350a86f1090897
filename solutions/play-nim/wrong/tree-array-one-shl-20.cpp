// expect: RE or WA (the tree of ORs over the piles is a static array of 1 << 20 entries, "enough for 10^6 piles", but a tree over n leaves needs twice the leaves' power of two: a game of more than 2^19 piles writes its leaves past the array's end)
#include <cstdio>
#include <vector>
using namespace std;
typedef long long ll;

static const int MAXT = 1 << 20;
static int sz;
static ll tr[MAXT];

static void setp(int i, ll v) {
    i += sz;
    tr[i] = v;
    for (i >>= 1; i; i >>= 1) tr[i] = tr[2 * i] | tr[2 * i + 1];
}

int main() {
    int games;
    if (scanf("%d", &games) != 1) return 0;
    while (games--) {
        int n;
        scanf("%d", &n);
        vector<ll> p(n);
        ll x = 0, left = 0;
        for (int i = 0; i < n; i++) {
            scanf("%lld", &p[i]);
            x ^= p[i];
            left += p[i];
        }
        for (sz = 1; sz < n; sz <<= 1) {}
        for (int i = 1; i < 2 * sz; i++) tr[i] = 0;
        for (int i = 0; i < n; i++) tr[sz + i] = p[i];
        for (int i = sz - 1; i > 0; i--) tr[i] = tr[2 * i] | tr[2 * i + 1];
        bool mine = x != 0;
        printf(mine ? "first\n" : "second\n");
        fflush(stdout);
        while (left > 0) {
            if (mine) {
                ll bit = 1LL << (63 - __builtin_clzll(x));
                int i = 1;
                while (i < sz) i = (tr[2 * i] & bit) ? 2 * i : 2 * i + 1;
                i -= sz;
                ll to = p[i] ^ x;
                printf("%d %lld\n", i + 1, p[i] - to);
                fflush(stdout);
                left -= p[i] - to;
                x = 0;
                p[i] = to;
                setp(i, to);
            } else {
                int i;
                ll take;
                if (scanf("%d %lld", &i, &take) != 2) return 0;
                if (i == 0) break;
                i--;
                x ^= p[i] ^ (p[i] - take);
                left -= take;
                p[i] -= take;
                setp(i, p[i]);
            }
            mine = !mine;
        }
    }
    return 0;
}
