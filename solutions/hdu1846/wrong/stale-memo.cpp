// expect: WA (a memoised search over the stones left, win(n), but the memo is cleared once at the start and not between games: a game with another m reuses the verdicts found for the previous m)
#include <cstdio>
#include <cstring>
static int memo[1001];
static int m;
static bool win(int n) {
  if (memo[n] != -1) return memo[n];
  bool w = false;
  for (int t = 1; t <= m && t <= n && !w; t++) w = !win(n - t);
  return memo[n] = w;
}
int main() {
  std::memset(memo, -1, sizeof memo);
  int c, n;
  if (std::scanf("%d", &c) != 1) return 0;
  while (c--) {
    std::scanf("%d %d", &n, &m);
    std::puts(win(n) ? "first" : "second");
  }
}
