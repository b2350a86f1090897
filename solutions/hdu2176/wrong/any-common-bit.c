// expect: WA (takes a pile as a winning move when it shares any bit with the xor, a[i] & x, where only the xor's highest bit decides)
#include <stdio.h>
static int a[200005];
int main(void) {
  int m;
  while (scanf("%d", &m) == 1 && m) {
    int x = 0;
    for (int i = 0; i < m; i++) { scanf("%d", &a[i]); x ^= a[i]; }
    if (!x) { puts("No"); continue; }
    puts("Yes");
    for (int i = 0; i < m; i++) if (a[i] & x) printf("%d %d\n", a[i], a[i] ^ x);
  }
  return 0;
}
