// expect: OLE or TLE (while (scanf("%d%d", &a, &b)) ignores what scanf returns: at the end of the input it returns EOF, -1, which is true, and the last answer is printed forever)
#include <stdio.h>
#include <math.h>
int main(void) {
  long double phi = (1.0L + sqrtl(5.0L)) / 2.0L;
  int a, b, t;
  while (scanf("%d%d", &a, &b)) {
    if (a > b) { t = a; a = b; b = t; }
    int k = b - a;
    printf("%d\n", (int)floorl(k * phi) == a ? 0 : 1);
  }
  return 0;
}
