// expect: WA (writes the test as x ^ piles[i] < piles[i]: < binds tighter than ^, so it reads x ^ (piles[i] < piles[i]), which is x, and every pile of a won game is listed)
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
        for (int i = 0; i < m; i++) if (x ^ piles[i] < piles[i]) printf("%u %u\n", piles[i], piles[i] ^ x);
    }
    return 0;
}
