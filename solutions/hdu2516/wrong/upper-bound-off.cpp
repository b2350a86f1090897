// expect: WA (binary-searches a long long table of Fibonacci numbers with upper_bound and looks one place too far back when n is the largest term below 2^31)
#include <algorithm>
#include <cstdio>
int main() {
  long long f[64]; int cnt = 2; f[0] = 1; f[1] = 2;
  while (f[cnt - 1] + f[cnt - 2] < 2147483647LL) { f[cnt] = f[cnt - 1] + f[cnt - 2]; cnt++; }
  int n;
  while (std::scanf("%d", &n) == 1 && n) {
    int i = (int)(std::upper_bound(f, f + cnt - 1, (long long)n) - f);
    bool lose = i > 0 && f[i - 1] == n;
    std::puts(lose ? "Second win" : "First win");
  }
}
