// expect: WA (reads each game with fgets into char line[8]: "1000 1000" and its line end do not fit, so the rest of the line is read as the next game and every game after it shifts)
#include <stdio.h>
int main(void) {
  char line[8];
  int c, n, m;
  if (!fgets(line, sizeof line, stdin) || sscanf(line, "%d", &c) != 1) return 0;
  while (c > 0 && fgets(line, sizeof line, stdin)) {
    if (sscanf(line, "%d %d", &n, &m) != 2) continue;
    puts(n % (m + 1) == 0 ? "second" : "first");
    c--;
  }
  return 0;
}
