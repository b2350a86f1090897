// expect: WA (φ in a long double as (1 + sqrt(5)) / 2: sqrt is the double one, so φ keeps only a double's 53 bits and k·φ inherits its error near 10^9)
#include <bits/stdc++.h>
using namespace std;
int main() {
  const long double phi = (1 + sqrt(5)) / 2;
  long long a, b;
  while (scanf("%lld %lld", &a, &b) == 2) {
    if (a > b) swap(a, b);
    long long k = b - a;
    puts((long long)floorl(k * phi) == a ? "0" : "1");
  }
}
