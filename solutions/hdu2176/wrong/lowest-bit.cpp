// expect: WA (tests the xor's lowest set bit in each pile where the highest one decides)
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
        for (int i = 0; i < m; i++) if (piles[i] & (x & -x)) printf("%u %u\n", piles[i], piles[i] ^ x);
    }
    return 0;
}
