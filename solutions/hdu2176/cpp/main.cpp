// A straightforward C++ solution (scanf/printf): the yardstick for `npm run bench`, and judged on every case by
// test/languages/real-problems.test.ts (npm run judge -- hdu2176 --solution solutions/hdu2176/cpp/main.cpp).
#include <cstdio>
#include <vector>
int main() {
    int m;
    std::vector<unsigned> piles;
    while (scanf("%d", &m) == 1 && m != 0) {
        piles.resize(m);
        unsigned x = 0;
        for (int i = 0; i < m; i++) { scanf("%u", &piles[i]); x ^= piles[i]; }
        if (x == 0) { puts("No"); continue; }
        puts("Yes");
        for (int i = 0; i < m; i++) if ((piles[i] ^ x) < piles[i]) printf("%u %u\n", piles[i], piles[i] ^ x);
    }
    return 0;
}
