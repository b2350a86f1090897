// expect: TLE (finds the xor's top bit with int hb = 1; while (hb <= x) hb <<= 1: for a xor of 2^30 or more hb passes 2^30, overflows to a negative and then to 0, and the loop never ends)
#include <stdio.h>
static int a[200005];
int main(void) {
    int m;
    while (scanf("%d", &m) == 1 && m) {
        int x = 0;
        for (int i = 0; i < m; i++) scanf("%d", &a[i]), x ^= a[i];
        if (!x) { puts("No"); continue; }
        int hb = 1;
        while (hb <= x) hb <<= 1;
        hb >>= 1;
        puts("Yes");
        for (int i = 0; i < m; i++) if (a[i] & hb) printf("%d %d\n", a[i], a[i] ^ x);
    }
    return 0;
}
