// expect: WA (a win/lose table by brute force in an array of 1001, but filled by for (i = 1; i < 1000; i++): n = 1000 itself is never filled and reads as lost)
#include <cstdio>
#include <cstring>
int main() {
  int c;
  if (std::scanf("%d", &c) != 1) return 0;
  while (c--) {
    int n, m;
    std::scanf("%d %d", &n, &m);
    static bool win[1001];
    std::memset(win, 0, sizeof win);
    for (int i = 1; i < 1000; i++)
      for (int t = 1; t <= m && t <= i; t++)
        if (!win[i - t]) { win[i] = true; break; }
    std::puts(win[n] ? "first" : "second");
  }
}
