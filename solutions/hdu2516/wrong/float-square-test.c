// expect: WA (n is Fibonacci when 5n^2 + 4 or 5n^2 - 4 is a square, tested in float: sqrtf and a float square agree for numbers that are not squares once 5n^2 passes 2^24)
#include <stdio.h>
#include <math.h>
static int square(float x) { float r = floorf(sqrtf(x) + 0.5f); return r * r == x; }
int main(void) {
  long long n;
  while (scanf("%lld", &n) == 1 && n != 0) {
    float f = (float)n;
    float v = 5.0f * f * f;
    puts(square(v + 4.0f) || square(v - 4.0f) ? "Second win" : "First win");
  }
  return 0;
}
