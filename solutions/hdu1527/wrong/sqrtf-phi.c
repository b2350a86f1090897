// expect: WA (φ as (1 + sqrtf(5)) / 2 in a double: sqrtf rounds √5 to float, 2e-8 off, so ⌊kφ⌋ goes wrong from k in the thousands)
#include <stdio.h>
#include <math.h>
int main(void) {
  double phi = (1 + sqrtf(5)) / 2;
  int a, b, t;
  while (scanf("%d%d", &a, &b) == 2) {
    if (a > b) { t = a; a = b; b = t; }
    int k = b - a;
    printf("%d\n", (int)(k * phi) == a ? 0 : 1);
  }
  return 0;
}
