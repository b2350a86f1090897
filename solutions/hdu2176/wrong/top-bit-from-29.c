// expect: WA (finds the xor's highest bit by scanning down from bit 29, sized for piles up to 10^9 as in most Nim problems, where piles here reach 2^31 − 1: a xor with bit 30 set gets a lower bit as its highest, and piles holding that bit are listed though pile xor X is larger than the pile)
#include <stdio.h>

static int a[200000];

int main(void) {
    int m;
    while (scanf("%d", &m) == 1 && m != 0) {
        int x = 0;
        for (int i = 0; i < m; i++) {
            scanf("%d", &a[i]);
            x ^= a[i];
        }
        if (x == 0) {
            puts("No");
            continue;
        }
        int hb = 29;
        while (hb > 0 && !((x >> hb) & 1)) hb--;
        puts("Yes");
        for (int i = 0; i < m; i++)
            if ((a[i] >> hb) & 1) printf("%d %d\n", a[i], a[i] ^ x);
    }
    return 0;
}
