// expect: WA (ignores C and reads pairs to the end of input: the count is taken for n and everything shifts)
#include <cstdio>
int main() {
  int n, m;
  while (std::scanf("%d %d", &n, &m) == 2) std::puts(n % (m + 1) == 0 ? "second" : "first");
}
