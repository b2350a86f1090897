// expect: WA (reads the piles into a[1..m] but computes the xor and lists the moves over a[0..m-1]: a[0] is always 0 and the last pile is left out of both)
#include <stdio.h>
static int a[200005];
int main(void) {
    int m;
    while (scanf("%d", &m) == 1 && m != 0) {
        for (int i = 1; i <= m; i++) scanf("%d", &a[i]);
        int x = 0;
        for (int i = 0; i < m; i++) x ^= a[i];
        if (x == 0) { puts("No"); continue; }
        puts("Yes");
        for (int i = 0; i < m; i++)
            if ((a[i] ^ x) < a[i]) printf("%d %d\n", a[i], a[i] ^ x);
    }
    return 0;
}
