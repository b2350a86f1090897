// expect: WA (the right strategy in long long, but the Fibonacci table comes from Binet's formula, llround(pow(φ, k) / √5) in doubles: past 2^53 (F(78) on) the table's terms are off by some units, so heaps there split into wrong terms: Fibonacci heaps near 10^18 are called wins and moves are misplayed)
#include <cmath>
#include <cstdio>
#include <vector>
typedef long long ll;
std::vector<ll> fib;
ll winningTake(ll m, ll limit) {
  if (limit >= m) return m;
  std::vector<ll> terms;
  ll rest = m;
  for (int i = (int)fib.size() - 1; i >= 0 && rest > 0; i--) if (fib[i] <= rest) { terms.push_back(fib[i]); rest -= fib[i]; }
  ll sum = 0, best = 0;
  for (int k = (int)terms.size() - 1; k >= 0; k--) {
    sum += terms[k];
    if (sum > limit) break;
    if (k == 0 || terms[k - 1] > 2 * sum) best = sum;
  }
  return best;
}
int main() {
  const double phi = (1 + std::sqrt(5.0)) / 2;
  for (int k = 2; k <= 88; k++) fib.push_back(std::llround(std::pow(phi, k) / std::sqrt(5.0)));
  int games;
  if (scanf("%d", &games) != 1) return 0;
  for (int g = 0; g < games; g++) {
    ll n;
    scanf("%lld", &n);
    bool mine = winningTake(n, n - 1) > 0;
    printf(mine ? "first\n" : "second\n");
    fflush(stdout);
    ll left = n, limit = n - 1;
    while (left > 0) {
      ll take;
      if (mine) { take = winningTake(left, limit); printf("%lld\n", take); fflush(stdout); }
      else if (scanf("%lld", &take) != 1) return 0;
      left -= take;
      limit = 2 * take;
      mine = !mine;
    }
  }
  return 0;
}
