// expect: WA (reads the whole input with one fread into a 16 MiB buffer, the common `1 << 24`: a valid input can pass it, 10^6 positions with CRLF and room in their lines, and the positions past the buffer are never answered)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>
typedef long long ll;
static char in[(1 << 24) + 1];
static char out[1 << 16];
static size_t used = 0;
static void flush() { fwrite(out, 1, used, stdout); used = 0; }
static void put(const char* s) { size_t n = strlen(s); if (used + n > sizeof out) flush(); memcpy(out + used, s, n); used += n; }
static void pair(ll x, ll y) { char t[48]; snprintf(t, sizeof t, "%lld %lld\n", x, y); put(t); }
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
static const char* p;
static bool number(ll& v) {
    while (*p && (*p < '0' || *p > '9')) p++;
    if (!*p) return false;
    v = 0;
    while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
    return true;
}
int main() {
    size_t n = fread(in, 1, 1 << 24, stdin);
    in[n] = 0;
    p = in;
    ll a, b;
    while (number(a) && number(b) && !(a == 0 && b == 0)) {
        ll d = b - a, low = lower(d);
        if (low == a) { put("0\n"); continue; }
        put("1\n");
        if (low < a) pair(low, low + d);
        std::vector<std::pair<ll, ll>> moves;
        ll pb = partner(b), pa = partner(a);
        if (pb < a) moves.push_back({std::min(pb, b), std::max(pb, b)});
        if (pa < b && a != b) moves.push_back({std::min(a, pa), std::max(a, pa)});
        std::sort(moves.begin(), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
        for (auto& m : moves) pair(m.first, m.second);
    }
    flush();
    return 0;
}
