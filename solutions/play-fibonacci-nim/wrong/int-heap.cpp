// expect: WA (the right strategy, but n, the takes and the limit are read and kept in int: heaps past 2^31 wrap on reading, the side is picked for the wrong heap, and the takes go wrong)
#include <cstdio>
#include <vector>
std::vector<long long> fib;
int winningTake(int m, int limit) {
    if (limit >= m) return m;
    std::vector<long long> terms;
    long long rest = m;
    for (int i = (int)fib.size() - 1; i >= 0; i--)
        if (fib[i] <= rest) terms.push_back(fib[i]), rest -= fib[i];
    long long total = 0, best = 0;
    for (int k = (int)terms.size() - 1; k >= 0; k--) {
        total += terms[k];
        if (total > limit) break;
        if (k == 0 || terms[k - 1] > 2 * total) best = total;
    }
    return (int)best;
}
int main() {
    fib = {1, 2};
    while (fib.back() <= 2000000000000000000LL) fib.push_back(fib.back() + fib[fib.size() - 2]);
    int games;
    if (std::scanf("%d", &games) != 1) return 0;
    for (int g = 0; g < games; g++) {
        int n;
        std::scanf("%d", &n);
        bool first = winningTake(n, n - 1) > 0;
        std::printf(first ? "first\n" : "second\n");
        std::fflush(stdout);
        int left = n, limit = n - 1;
        bool mine = first;
        while (left > 0) {
            int take;
            if (mine) {
                take = winningTake(left, limit);
                std::printf("%d\n", take);
                std::fflush(stdout);
            } else {
                std::scanf("%d", &take);
            }
            left -= take;
            limit = 2 * take;
            mine = !mine;
        }
    }
    return 0;
}
