// expect: WA (marks the losing positions in a table by the mex construction, but only for piles up to 2·10^6 and calls everything beyond it a win)
#include <cstdio>
#include <utility>
#include <vector>
int main() {
  const int L = 2000000;
  std::vector<int> partner(L + 1, -1);
  std::vector<char> used(L + 1, 0);
  int k = 0;
  for (int a = 0; a <= L; a++) {
    if (used[a]) continue;
    int b = a + k; k++;
    used[a] = 1; if (b <= L) used[b] = 1;
    partner[a] = b;
  }
  long long a, b;
  while (std::scanf("%lld %lld", &a, &b) == 2) {
    if (a > b) std::swap(a, b);
    bool lose = a <= L && partner[a] == b;
    std::puts(lose ? "0" : "1");
  }
}
