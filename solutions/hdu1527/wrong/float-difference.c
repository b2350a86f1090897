// expect: WA (keeps the difference in a float, float k = b - a, before multiplying by a double φ: past 2^24 the difference itself is rounded, by up to 32 near 10^9)
#include <stdio.h>
#include <math.h>
int main(void) {
  double phi = (1 + sqrt(5.0)) / 2;
  int a, b, t;
  while (scanf("%d %d", &a, &b) == 2) {
    if (a > b) { t = a; a = b; b = t; }
    float k = b - a;
    puts((int)floor(k * phi) == a ? "0" : "1");
  }
  return 0;
}
