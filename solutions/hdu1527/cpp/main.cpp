// A straightforward C++ solution (scanf/printf): the yardstick for `npm run bench`, and judged on every case by
// test/languages/real-problems.test.ts (npm run judge -- hdu1527 --solution solutions/hdu1527/cpp/main.cpp).
#include <cmath>
#include <cstdio>
#include <utility>
typedef unsigned long long u64;
static u64 isqrt(u64 v) {
    u64 s = (u64)sqrtl((long double)v);
    while (s * s > v) s--;
    while ((s + 1) * (s + 1) <= v) s++;
    return s;
}
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        u64 k = b - a;
        u64 low = (k + isqrt(5 * k * k)) / 2;
        printf("%d\n", low == (u64)a ? 0 : 1);
    }
    return 0;
}
