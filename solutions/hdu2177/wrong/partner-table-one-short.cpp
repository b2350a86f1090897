// expect: WA (builds the losing positions by the mex rule into a partner table int p[1000000] for piles up to 10^6: one short, so pile 10^6, the upper pile of (618034, 10^6), reads p[1000000], one past the end)
#include <bits/stdc++.h>
using namespace std;
const int N = 1000000;
int p[N];          // p[v]: the other pile of the losing position holding v
int A[N];          // A[k]: the smaller pile of the k-th losing position
bool used[N];
int main() {
  int k = 0;
  A[0] = 0;
  for (int a = 1; a < N; a++) {
    if (used[a]) continue;
    k++;
    int b = a + k;
    A[k] = a;
    p[a] = b;
    if (b < N) { p[b] = a; used[b] = true; }
  }
  int a, b;
  while (scanf("%d %d", &a, &b) == 2 && (a || b)) {
    int d = b - a;
    int ld = d <= k ? A[d] : INT_MAX;  // past k the smaller pile is beyond 10^6
    if (ld == a) { puts("0"); continue; }
    puts("1");
    if (ld < a) printf("%d %d\n", ld, ld + d);
    set<pair<int,int>> moves;
    if (p[b] < a) moves.insert({p[b], b});
    if (p[a] < b) moves.insert({min(a, p[a]), max(a, p[a])});
    for (auto& m : moves) printf("%d %d\n", m.first, m.second);
  }
}
