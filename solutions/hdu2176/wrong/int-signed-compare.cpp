// expect: WA (compares (pile xor X) < pile after casting both to short "to save time": piles of 32768 and more compare wrongly)
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
        for (int i = 0; i < m; i++) if ((short)(piles[i] ^ x) < (short)piles[i]) printf("%u %u\n", piles[i], piles[i] ^ x);
    }
    return 0;
}
