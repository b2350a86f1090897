// expect: WA (the xor is taken over every pile, but the loop that lists the winning moves runs i < m - 1: a winning move on the last pile of a block is never printed)
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int m;
  int *a = malloc(sizeof(int) * 200001);
  while (scanf("%d", &m) == 1 && m != 0) {
    int x = 0;
    for (int i = 0; i < m; i++) { scanf("%d", &a[i]); x ^= a[i]; }
    if (x == 0) { puts("No"); continue; }
    puts("Yes");
    for (int i = 0; i < m - 1; i++)
      if ((a[i] ^ x) < a[i]) printf("%d %d\n", a[i], a[i] ^ x);
  }
  return 0;
}
