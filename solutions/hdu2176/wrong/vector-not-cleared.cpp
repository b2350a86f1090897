// expect: WA (collects each block's piles with push_back into one vector that is never cleared: from the second block on, the earlier blocks' piles are in its xor and get their own move lines)
#include <cstdio>
#include <vector>
int main() {
    int m, v;
    std::vector<int> a;
    while (std::scanf("%d", &m) == 1 && m != 0) {
        for (int i = 0; i < m; i++) std::scanf("%d", &v), a.push_back(v);
        int x = 0;
        for (int p : a) x ^= p;
        if (x == 0) { std::puts("No"); continue; }
        std::puts("Yes");
        for (int p : a)
            if ((p ^ x) < p) std::printf("%d %d\n", p, p ^ x);
    }
}
