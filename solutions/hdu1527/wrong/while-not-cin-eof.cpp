// expect: WA (loops while (!cin.eof()): after the last line's newline one more read fails, sets a and b to 0, and answers a phantom "0 0" with an extra 0)
#include <bits/stdc++.h>
using namespace std;
int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  const long double phi = (1.0L + sqrtl(5.0L)) / 2.0L;
  long long a, b;
  while (!cin.eof()) {
    cin >> a >> b;
    if (a > b) swap(a, b);
    long long k = b - a;
    long long t = (long long)floorl(k * phi);
    cout << (t == a ? 0 : 1) << '\n';
  }
}
