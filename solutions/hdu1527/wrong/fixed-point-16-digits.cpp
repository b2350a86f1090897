// expect: WA (⌊kφ⌋ in integers, k * 1618033988749894 / 10^15 in __int128, to keep away from doubles: φ cut to 16 digits is 8.5·10^-16 short, so kφ just above an integer (within k·8.5·10^-16, up to 3·10^-7) is floored one too low)
#include <cstdio>
int main() {
  long long a, b;
  while (scanf("%lld %lld", &a, &b) == 2) {
    if (a > b) { long long t = a; a = b; b = t; }
    long long k = b - a;
    long long low = (long long)((__int128)k * 1618033988749894LL / 1000000000000000LL);
    puts(low == a ? "0" : "1");
  }
  return 0;
}
