// expect: WA (decides by the Zeckendorf sum, n lost when its greedy sum has one term, but the table is filled while f[i] <= n with int f: from n = 1836311903 on, the largest Fibonacci number below 2^31 included, the next sum wraps negative, stays "<= n", and the greedy sum takes the wrapped terms too)
#include <stdio.h>
int main(void) {
    static int f[64];
    int n;
    while (scanf("%d", &n) == 1 && n != 0) {
        int k = 2;
        f[0] = 1, f[1] = 2;
        while (k < 64 && f[k - 1] <= n) { f[k] = f[k - 1] + f[k - 2]; k++; }
        int terms = 0, rest = n;
        for (int i = k - 1; i >= 0 && rest > 0; i--)
            if (f[i] <= rest) { rest -= f[i]; terms++; }
        puts(terms == 1 ? "Second win" : "First win");
    }
    return 0;
}
