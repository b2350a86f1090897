// A straightforward C++ solution (scanf/printf): the yardstick for `npm run bench`, and judged on every case by
// test/languages/real-problems.test.ts (npm run judge -- hdu2516 --solution solutions/hdu2516/cpp/main.cpp).
#include <cstdio>
#include <set>
int main() {
    std::set<long long> losing;
    for (long long a = 1, b = 2; b < (1LL << 31); ) { losing.insert(b); long long c = a + b; a = b; b = c; }
    long long n;
    while (scanf("%lld", &n) == 1 && n != 0) puts(losing.count(n) ? "Second win" : "First win");
    return 0;
}
