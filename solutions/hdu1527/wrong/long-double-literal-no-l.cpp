// expect: WA (φ written to 20 digits into a long double, but the literal has no L suffix: 1.6180339887498948482 is a double, so φ keeps only 53 bits and ⌊kφ⌋ goes wrong near 10^9)
#include <bits/stdc++.h>
using namespace std;
int main() {
  const long double phi = 1.6180339887498948482;
  long long a, b;
  while (scanf("%lld %lld", &a, &b) == 2) {
    if (a > b) swap(a, b);
    long long k = b - a;
    puts((long long)(k * phi) == a ? "0" : "1");
  }
}
