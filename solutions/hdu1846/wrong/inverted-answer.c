// expect: WA (the test right, the branches swapped: n % (m + 1) != 0 prints "second", as if a remainder meant the first player could not fix it)
#include <stdio.h>
int main(void) {
  int c, n, m;
  if (scanf("%d", &c) != 1) return 0;
  while (c-- > 0 && scanf("%d %d", &n, &m) == 2) puts(n % (m + 1) ? "second" : "first");
  return 0;
}
