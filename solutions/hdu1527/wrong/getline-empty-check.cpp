// expect: WA (reads line by line with getline and skips a blank line by line.empty(): under CRLF a blank line is "\r", not empty; sscanf finds no numbers there, a and b keep the previous position, and it is answered twice)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>
typedef long long ll;
static ll lower(ll k) {
    ll sq = 5 * k * k, s = (ll)sqrt((double)sq);
    while (s * s > sq) s--;
    while ((s + 1) * (s + 1) <= sq) s++;
    return (k + s) / 2;
}
int main() {
    std::ios::sync_with_stdio(false);
    std::string line, out;
    ll x = 0, y = 0;
    while (std::getline(std::cin, line)) {
        if (line.empty()) continue;
        std::sscanf(line.c_str(), "%lld %lld", &x, &y);
        ll a = std::min(x, y), b = std::max(x, y);
        out += lower(b - a) == a ? "0\n" : "1\n";
        if (out.size() > (1 << 16)) std::fwrite(out.data(), 1, out.size(), stdout), out.clear();
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
}
