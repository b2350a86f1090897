// expect: WA (a win/lose table by brute force that tries takes of at most 100 stones, as if m were small: for m > 100 it plays a different game)
#include <cstdio>
int main() {
  int c; std::scanf("%d", &c);
  while (c--) {
    int n, m; std::scanf("%d %d", &n, &m);
    static bool win[1001];
    win[0] = false;
    for (int i = 1; i <= n; i++) { win[i] = false; for (int k = 1; k <= m && k <= 100 && k <= i; k++) if (!win[i - k]) { win[i] = true; break; } }
    std::puts(win[n] ? "first" : "second");
  }
}
