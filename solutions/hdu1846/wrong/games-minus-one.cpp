// expect: WA (the game loop runs for (int i = 1; i < c; i++): one game fewer than C, so the last game is never answered)
#include <cstdio>
int main() {
  int c, n, m;
  if (scanf("%d", &c) != 1) return 0;
  for (int i = 1; i < c; i++) {
    scanf("%d %d", &n, &m);
    puts(n % (m + 1) == 0 ? "second" : "first");
  }
  return 0;
}
