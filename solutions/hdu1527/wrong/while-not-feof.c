// expect: WA (loops while (!feof(stdin)): after the last line's newline scanf fails, a and b keep the last pair, and its answer is printed twice)
#include <stdio.h>
#include <math.h>
int main(void) {
  long double phi = (1.0L + sqrtl(5.0L)) / 2.0L;
  long long a, b, t;
  while (!feof(stdin)) {
    scanf("%lld %lld", &a, &b);
    if (a > b) { t = a; a = b; b = t; }
    long long k = b - a;
    printf("%d\n", (long long)floorl(k * phi) == a ? 0 : 1);
  }
  return 0;
}
