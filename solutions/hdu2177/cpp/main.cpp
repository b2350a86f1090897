// A C++ solution with fast I/O (input and output through 64 KiB buffers, no scanf/printf), judged on every case by
// test/languages/real-problems.test.ts (npm run judge -- hdu2177 --solution solutions/hdu2177/cpp/main.cpp). With
// printf (cpp/stdio.cpp, bench (e)'s yardstick) the 43 MB output of 13-max-moves took 0.6-0.8 s of the 1 s limit, and
// passed it on a loaded machine; this takes about 0.2 s.
// The same move rule as the statement: the two-pile move first, then the one-pile positions by increasing x.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>
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
// Input through a 64 KiB buffer refilled as it empties, output through another: memory stays flat.
static char in[1 << 16];
static size_t inAt = 0, inHeld = 0;
static int next() {
    if (inAt == inHeld) {
        inHeld = fread(in, 1, sizeof in, stdin), inAt = 0;
        if (inHeld == 0) return -1;
    }
    return in[inAt++];
}
static bool readNumber(ll &value) {
    int c = next();
    while (c != -1 && (c < '0' || c > '9')) c = next();
    if (c == -1) return false;
    value = 0;
    for (; c >= '0' && c <= '9'; c = next()) value = value * 10 + (c - '0');
    return true;
}
static char out[1 << 16];
static size_t used = 0;
static void flush() {
    fwrite(out, 1, used, stdout);
    used = 0;
}
static void put(ll value, char after) {
    if (used + 24 > sizeof out) flush();
    char digits[20];
    int n = 0;
    do digits[n++] = (char)('0' + value % 10), value /= 10;
    while (value);
    while (n) out[used++] = digits[--n];
    out[used++] = after;
}
int main() {
    ll a, b;
    while (readNumber(a) && readNumber(b) && !(a == 0 && b == 0)) {
        ll d = b - a, low = lower(d);
        if (low == a) { put(0, '\n'); continue; }
        put(1, '\n');
        if (low < a) put(low, ' '), put(low + d, '\n');
        std::pair<ll, ll> moves[2];
        int count = 0;
        ll pb = partner(b), pa = partner(a);
        if (pb < a) moves[count++] = {std::min(pb, b), std::max(pb, b)};
        if (pa < b && a != b) moves[count++] = {std::min(a, pa), std::max(a, pa)};
        if (count == 2 && moves[1] < moves[0]) std::swap(moves[0], moves[1]);
        if (count == 2 && moves[0] == moves[1]) count = 1;
        for (int i = 0; i < count; i++) put(moves[i].first, ' '), put(moves[i].second, '\n');
    }
    flush();
    return 0;
}
