// A straightforward C++ solution (scanf/printf), the yardstick for `npm run bench`: not judged, not submitted.
#include <cstdio>
#include <set>
int main() {
    std::set<long long> losing;
    for (long long a = 1, b = 2; b < (1LL << 31); ) { losing.insert(b); long long c = a + b; a = b; b = c; }
    long long n;
    while (scanf("%lld", &n) == 1 && n != 0) puts(losing.count(n) ? "Second win" : "First win");
    return 0;
}
