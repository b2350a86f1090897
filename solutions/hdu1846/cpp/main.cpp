// A straightforward C++ solution (scanf/printf): the yardstick for `npm run bench`, and judged on every case by
// test/languages/real-problems.test.ts (npm run judge -- hdu1846 --solution solutions/hdu1846/cpp/main.cpp).
#include <cstdio>
int main() {
    int c, n, m;
    if (scanf("%d", &c) != 1) return 0;
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2) puts(n % (m + 1) ? "first" : "second");
    return 0;
}
