// expect: WA (starts the xor at the first pile and then xors every pile in, the first one again: the xor leaves the first pile out, so most positions are misjudged)
#include <stdio.h>
static int a[200005];
int main(void) {
    int m;
    while (scanf("%d", &m) == 1 && m) {
        for (int i = 0; i < m; i++) scanf("%d", &a[i]);
        int x = a[0];
        for (int i = 0; i < m; i++) x ^= a[i];
        if (!x) { puts("No"); continue; }
        puts("Yes");
        for (int i = 0; i < m; i++) if ((a[i] ^ x) < a[i]) printf("%d %d\n", a[i], a[i] ^ x);
    }
    return 0;
}
