// expect: WA (phi as a long double from sqrtl, but the product k * phi is floored with math.h's floor, which takes a double: the exact long double product is first rounded to a double, so where kφ lies just below an integer (k = 102334155 = F(40) and the other float traps) it becomes that integer and ⌊kφ⌋ is one too high)
#include <math.h>
#include <stdio.h>
int main(void) {
  const long double phi = (1 + sqrtl(5.0L)) / 2;
  long long a, b;
  while (scanf("%lld %lld", &a, &b) == 2) {
    if (a > b) { long long t = a; a = b; b = t; }
    long long k = b - a;
    printf("%d\n", (long long)floor(k * phi) == a ? 0 : 1);
  }
  return 0;
}
