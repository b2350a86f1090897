// expect: WA (a win/lose table by brute force, but sized for 500 stones: larger n read past the table's filled part)
#include <cstdio>
#include <cstring>
int main() {
  int c; if (std::scanf("%d", &c) != 1) return 0;
  static bool win[1001];
  while (c--) {
    int n, m; std::scanf("%d %d", &n, &m);
    std::memset(win, 0, sizeof win);
    for (int i = 1; i <= 500; i++) { win[i] = false; for (int k = 1; k <= m && k <= i; k++) if (!win[i - k]) { win[i] = true; break; } }
    std::puts(win[n] ? "first" : "second");
  }
}
