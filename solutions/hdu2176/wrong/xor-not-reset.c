// expect: WA (keeps the xor in a global and never sets it back to 0 between blocks: every block after the first is judged with the earlier blocks' piles mixed in)
#include <stdio.h>
static int a[200005];
int x;
int main(void) {
  int m;
  while (scanf("%d", &m) == 1 && m) {
    for (int i = 0; i < m; i++) { scanf("%d", &a[i]); x ^= a[i]; }
    if (!x) { puts("No"); continue; }
    puts("Yes");
    for (int i = 0; i < m; i++) if ((a[i] ^ x) < a[i]) printf("%d %d\n", a[i], a[i] ^ x);
  }
  return 0;
}
