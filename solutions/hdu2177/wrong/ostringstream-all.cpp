// expect: MLE (right moves, but the whole output is built in one std::ostringstream and written at the end: over 40 MB of text on the largest files, with the buffer's doubling, far past 32 MiB)
#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
static ll lowerOf(ll k) {
  ll t = 5 * k * k, s = (ll)sqrt((double)t);
  while (s * s > t) s--;
  while ((s + 1) * (s + 1) <= t) s++;
  return (k + s) / 2;
}
static ll partner(ll v) {
  if (v == 0) return 0;
  ll f = lowerOf(v + 1), j = f - (v + 1);
  if (lowerOf(j) == v) return v + j;
  return v - (2 * (v + 1) - f - 1);
}
int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  ostringstream out;
  ll a, b;
  while (cin >> a >> b && (a != 0 || b != 0)) {
    ll d = b - a, ad = lowerOf(d);
    if (ad == a) { out << "0\n"; continue; }
    out << "1\n";
    if (ad < a) out << ad << ' ' << ad + d << '\n';
    vector<pair<ll, ll>> one;
    ll pb = partner(b), pa = partner(a);
    if (pb < a) one.push_back({pb, b});
    if (pa < b && a != b) one.push_back({min(a, pa), max(a, pa)});
    sort(one.begin(), one.end());
    for (auto &m : one) out << m.first << ' ' << m.second << '\n';
  }
  cout << out.str();
  return 0;
}
