// expect: WA (reads each line with fgets into char line[20], enough for "1000000000 1000000000" it seems, but that is 21 characters before its line end: the line is split in two, the rest "0" is parsed alone and skipped, and the first part answers for the position with its last digit cut)
#include <math.h>
#include <stdio.h>

typedef long long ll;

static ll lower_w(ll k) {
    ll n = 5 * k * k, s = (ll)sqrt((double)n);
    while (s * s > n) s--;
    while ((s + 1) * (s + 1) <= n) s++;
    return (k + s) / 2;
}

int main(void) {
    char line[20];
    while (fgets(line, sizeof line, stdin)) {
        ll a, b;
        if (sscanf(line, "%lld %lld", &a, &b) != 2) continue;
        if (a > b) {
            ll t = a;
            a = b;
            b = t;
        }
        puts(lower_w(b - a) == a ? "0" : "1");
    }
    return 0;
}
