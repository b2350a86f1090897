// expect: WA (finds each pile's target from prefix and suffix xors, pre[i - 1] ^ suf[i + 1] over piles 1..m, but sets neither pre[0] nor suf[m + 1] per block: suf[m + 1] keeps a pile of an earlier, longer block, and the targets after it are wrong)
#include <cstdio>
static int a[200002], pre[200002], suf[200002];
int main() {
    int m;
    while (std::scanf("%d", &m) == 1 && m != 0) {
        for (int i = 1; i <= m; i++) std::scanf("%d", &a[i]);
        for (int i = 1; i <= m; i++) pre[i] = pre[i - 1] ^ a[i];
        for (int i = m; i >= 1; i--) suf[i] = suf[i + 1] ^ a[i];
        if (pre[m] == 0) { std::puts("No"); continue; }
        std::puts("Yes");
        for (int i = 1; i <= m; i++) {
            int others = pre[i - 1] ^ suf[i + 1];
            if (others < a[i]) std::printf("%d %d\n", a[i], others);
        }
    }
}
