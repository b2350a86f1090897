// expect: PE (writes puts("first\n"): puts adds its own newline, so a blank line follows every answer)
#include <stdio.h>
int main(void) {
  int c, n, m;
  scanf("%d", &c);
  while (c--) {
    scanf("%d %d", &n, &m);
    puts(n % (m + 1) ? "first\n" : "second\n");
  }
  return 0;
}
