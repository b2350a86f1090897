// expect: WA (writes n % m+1 == 0 for n % (m + 1) == 0: it reads (n % m) + 1 == 0, never true, so the first player always wins)
#include <cstdio>
int main() {
  int c; std::scanf("%d", &c);
  while (c--) { int n, m; std::scanf("%d %d", &n, &m); std::puts(n % m+1 == 0 ? "second" : "first"); }
}
