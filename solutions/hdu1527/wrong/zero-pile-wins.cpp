// expect: WA (special-cases an empty pile as a win, "take the other pile", forgetting that 0 0 is already lost)
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
  const long double phi = (1 + sqrtl(5.0L)) / 2;
  long long a, b;
  while (std::scanf("%lld %lld", &a, &b) == 2) {
    if (a > b) std::swap(a, b);
    if (a == 0) { std::puts("1"); continue; }
    long long k = b - a;
    std::puts((long long)floorl(k * phi) == a ? "0" : "1");
  }
}
