// expect: RE (keeps the piles in a static array of 100005: blocks of up to 200000 piles write past it and crash)
#include <cstdio>
#include <vector>
static unsigned piles[100005];
static unsigned done = 0;
int main() {
    int m;
    while (scanf("%d", &m) == 1 && m != 0) {
        unsigned x = 0;
        for (int i = 0; i < m; i++) { scanf("%u", &piles[i]); x ^= piles[i]; }
        if (x == 0) { puts("No"); continue; }
        puts("Yes");
        for (int i = 0; i < m; i++) if ((piles[i] ^ x) < piles[i]) printf("%u %u\n", piles[i], piles[i] ^ x);
    }
    return 0;
}
