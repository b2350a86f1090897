// expect: WA (the game loop runs for (i = 0; i <= c; i++), one game more than C: the last scanf finds nothing, n and m keep the last game's values, and its answer is printed twice)
#include <stdio.h>
int main(void) {
    int c, n = 0, m = 0;
    scanf("%d", &c);
    for (int i = 0; i <= c; i++) {
        scanf("%d %d", &n, &m);
        puts(n % (m + 1) == 0 ? "second" : "first");
    }
    return 0;
}
