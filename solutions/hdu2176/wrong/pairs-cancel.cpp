// expect: WA (an "optimisation": equal piles cancel in the xor, so it drops them in pairs before looking for moves, and lists moves only on the piles left: a pile that has a twin can still be a winning move, 5 5 7 has 5 → 2 as well as 7 → 0)
#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>
int main() {
    int m;
    while (std::scanf("%d", &m) == 1 && m != 0) {
        std::vector<long long> piles(m);
        std::map<long long, int> count;
        for (auto &p : piles) std::scanf("%lld", &p), count[p]++;
        long long x = 0;
        for (auto p : piles) x ^= p;
        if (x == 0) { std::puts("No"); continue; }
        std::puts("Yes");
        for (auto p : piles)
            if (count[p] % 2 == 1 && (p ^ x) < p) std::printf("%lld %lld\n", p, p ^ x);
    }
    return 0;
}
