// expect: WA (forgets to sort the piles: checks ⌊kφ⌋ against the first pile and k = |b − a|)
#include <cmath>
#include <cstdio>
#include <cstdlib>
int main() {
  const long double phi = (1 + sqrtl(5.0L)) / 2;
  long long a, b;
  while (std::scanf("%lld %lld", &a, &b) == 2) {
    long long k = std::llabs(b - a);
    std::puts((long long)floorl(k * phi) == a ? "0" : "1");
  }
}
