// expect: WA (thinks only n = m + 1 loses, forgetting its multiples 2(m + 1), 3(m + 1), …)
#include <cstdio>
int main() {
  int c; std::scanf("%d", &c);
  while (c--) { int n, m; std::scanf("%d %d", &n, &m); std::puts(n == m + 1 ? "second" : "first"); }
}
