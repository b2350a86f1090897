// expect: WA (reads line by line with getline and skips a blank line by line.empty(): under CRLF a blank line is "\r", not empty; sscanf finds no numbers there, a and b keep the previous position, and it is answered twice)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>
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
int main() {
    std::ios::sync_with_stdio(false);
    std::string line, out;
    ll a = 0, b = 0;
    char buf[64];
    while (std::getline(std::cin, line)) {
        if (line.empty()) continue;
        std::sscanf(line.c_str(), "%lld %lld", &a, &b);
        if (a == 0 && b == 0) break;
        ll d = b - a, low = lower(d);
        if (low == a) { out += "0\n"; continue; }
        out += "1\n";
        if (low < a) std::snprintf(buf, sizeof buf, "%lld %lld\n", low, low + d), out += buf;
        std::pair<ll, ll> moves[2];
        int count = 0;
        ll pb = partner(b), pa = partner(a);
        if (pb < a) moves[count++] = {pb, b};
        if (pa < b && a != b) moves[count++] = {std::min(a, pa), std::max(a, pa)};
        if (count == 2 && moves[1] < moves[0]) std::swap(moves[0], moves[1]);
        for (int i = 0; i < count; i++) std::snprintf(buf, sizeof buf, "%lld %lld\n", moves[i].first, moves[i].second), out += buf;
        if (out.size() > (1 << 16)) std::fwrite(out.data(), 1, out.size(), stdout), out.clear();
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
}
