// expect: ILE (the right strategy with exact integer square roots, but the usual fast-I/O lines: sync_with_stdio(false) and cin.tie(nullptr), and lines ended with '\n': untied from cin, cout is no longer flushed before each read, so the side and the moves stay in its buffer while the interactor waits for them, and both sides wait)
#include <iostream>
#include <cmath>
#include <utility>
typedef long long ll;
static ll isqrt5(ll k) {
  ll t = 5 * k * k;
  ll s = (ll)std::sqrt((double)t);
  while (s * s > t) s--;
  while ((s + 1) * (s + 1) <= t) s++;
  return s;
}
static ll lowerOf(ll k) { return (k + isqrt5(k)) / 2; }
// The winning move from (a, b), same order; false from a losing position.
static bool winningMove(ll &a, ll &b) {
  bool swapped = a > b;
  ll x = swapped ? b : a, y = swapped ? a : b;
  ll k = y - x, low = lowerOf(k);
  if (x == low) return false;
  ll nx, ny;
  if (x > low) { nx = low; ny = low + k; }
  else {
    ll f = lowerOf(x + 1), j = f - (x + 1);
    if (lowerOf(j) == x) { nx = x; ny = x + j; }
    else { ll i = 2 * (x + 1) - f - 1; nx = x; ny = x - i; }
  }
  if (swapped) { a = ny; b = nx; } else { a = nx; b = ny; }
  return true;
}
int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  int games;
  if (!(std::cin >> games)) return 0;
  for (int g = 0; g < games; g++) {
    ll a, b;
    std::cin >> a >> b;
    ll ta = a, tb = b;
    bool mine = winningMove(ta, tb);
    std::cout << (mine ? "first" : "second") << '\n';
    while (a + b > 0) {
      if (mine) { winningMove(a, b); std::cout << a << ' ' << b << '\n'; }
      else if (!(std::cin >> a >> b)) return 0;
      mine = !mine;
    }
  }
  return 0;
}
