// expect: ILE (the right strategy in unsigned long long, with fflush after every move, but not after the side: "first" is followed by its move and the flush, while "second" sits in stdio's buffer as it waits for the interactor's move, and both sides wait)
#include <stdio.h>

typedef unsigned long long ull;

static ull fib[100];
static int nfib;

// The winning take from m stones with at most limit allowed (0 if none).
static ull winning_take(ull m, ull limit) {
    if (limit >= m) return m;
    ull terms[100];
    int t = 0;
    ull rest = m;
    for (int i = nfib - 1; i >= 0 && rest > 0; i--)
        if (fib[i] <= rest) {
            terms[t++] = fib[i];
            rest -= fib[i];
        }
    ull sum = 0, best = 0;
    for (int k = t - 1; k >= 0; k--) {
        sum += terms[k];
        if (sum > limit) break;
        if (k == 0 || terms[k - 1] > 2 * sum) best = sum;
    }
    return best;
}

int main(void) {
    fib[0] = 1;
    fib[1] = 2;
    nfib = 2;
    while (fib[nfib - 1] <= 1000000000000000000ULL) {
        fib[nfib] = fib[nfib - 1] + fib[nfib - 2];
        nfib++;
    }
    int games;
    if (scanf("%d", &games) != 1) return 0;
    for (int g = 0; g < games; g++) {
        ull n;
        scanf("%llu", &n);
        ull left = n, limit = n - 1;
        int mine = winning_take(n, n - 1) != 0;
        if (mine) {
            printf("first\n");
        } else {
            printf("second\n");
        }
        while (left > 0) {
            if (mine) {
                ull take = winning_take(left, limit);
                if (take == 0) take = 1;
                printf("%llu\n", take);
                fflush(stdout);
                left -= take;
                limit = 2 * take;
            } else {
                ull take;
                if (scanf("%llu", &take) != 1) return 0;
                left -= take;
                limit = 2 * take;
            }
            mine = !mine;
        }
    }
    return 0;
}
