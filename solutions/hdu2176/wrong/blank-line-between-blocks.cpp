// expect: PE (right answers, but a blank line after each block's answer, the separator some HDU problems want between cases)
#include <cstdio>
#include <vector>
int main() {
    int m;
    std::vector<int> a;
    bool first = true;
    while (std::scanf("%d", &m) == 1 && m != 0) {
        a.resize(m);
        int x = 0;
        for (int i = 0; i < m; i++) std::scanf("%d", &a[i]), x ^= a[i];
        if (!first) std::putchar('\n');
        first = false;
        if (x == 0) { std::puts("No"); continue; }
        std::puts("Yes");
        for (int i = 0; i < m; i++)
            if ((a[i] ^ x) < a[i]) std::printf("%d %d\n", a[i], a[i] ^ x);
    }
}
