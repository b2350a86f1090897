// expect: WA (a half-remembered rule: wins when n <= m, else when n / (m + 1) is odd)
#include <cstdio>
int main() {
  int c; std::scanf("%d", &c);
  while (c--) { int n, m; std::scanf("%d %d", &n, &m); bool w = n <= m || (n / (m + 1)) % 2 == 1; std::puts(w ? "first" : "second"); }
}
