// expect: WA (the right strategy, but limit is set to n - 1 only before the first game: later games start with the limit the previous game ended on, so an opening move that needs more stones than that is cut short, or is 0)
#include <cstdio>
#include <vector>
typedef long long ll;
std::vector<ll> fib;
ll limit;
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
  fib.push_back(1); fib.push_back(2);
  while (fib.back() <= 4000000000000000000LL) fib.push_back(fib.back() + fib[fib.size() - 2]);
  int games;
  if (scanf("%d", &games) != 1) return 0;
  for (int g = 0; g < games; g++) {
    ll n;
    scanf("%lld", &n);
    bool mine = winningTake(n, n - 1) > 0;
    printf(mine ? "first\n" : "second\n");
    fflush(stdout);
    ll left = n;
    if (g == 0) limit = n - 1;
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
