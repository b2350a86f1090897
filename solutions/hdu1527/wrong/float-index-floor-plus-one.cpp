// expect: WA (finds the index of the smaller pile as j = ⌊a/φ⌋ + 1 in doubles and checks b − a = j: exact in reals, but a/φ rounds up to an integer at five lower piles up to 10^9, the first 267914296)
#include <cmath>
#include <cstdio>
#include <utility>
typedef long long ll;
static ll lower(ll k) {
  ll sq = 5 * k * k, s = (ll)std::sqrt((double)sq);
  while (s * s > sq) s--;
  while ((s + 1) * (s + 1) <= sq) s++;
  return (k + s) / 2;
}
int main() {
  const double PHI = (1 + std::sqrt(5.0)) / 2;
  ll a, b;
  while (std::scanf("%lld %lld", &a, &b) == 2) {
    if (a > b) std::swap(a, b);
    ll j = (ll)std::floor(a / PHI) + 1;
    bool lose = a == 0 ? b == 0 : (b - a == j && lower(j) == a);
    std::puts(lose ? "0" : "1");
  }
}
