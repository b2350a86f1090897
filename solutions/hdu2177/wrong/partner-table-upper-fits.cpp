// expect: WA (a partner table for piles up to 10^6, filled with the losing pairs whose upper pile fits it: a lower pile above 618034 has its partner beyond 10^6 and gets none, read as 0)
#include <bits/stdc++.h>
using namespace std;
const int N = 1000000;
int p[N + 1];
int main() {
  const long double phi = (1.0L + sqrtl(5.0L)) / 2.0L;
  for (long long k = 1;; k++) {
    long long a = (long long)floorl(k * phi), b = a + k;
    if (b > N) break;
    p[a] = b; p[b] = a;
  }
  int a, b;
  while (scanf("%d %d", &a, &b) == 2 && (a || b)) {
    int d = b - a;
    int ld = (int)floorl(d * phi);
    if (ld == a) { puts("0"); continue; }
    puts("1");
    if (ld < a) printf("%d %d\n", ld, ld + d);
    set<pair<int,int>> moves;
    if (p[b] < a) moves.insert({p[b], b});
    if (p[a] < b) moves.insert({min(a, p[a]), max(a, p[a])});
    for (auto& m : moves) printf("%d %d\n", m.first, m.second);
  }
}
