// expect: MLE (the right Fibonacci test, but every answer is kept in a vector<string> and printed at the end: 2x10^6 strings of 32 bytes each, with the vector's doubling, pass 32 MiB on the largest files)
#include <bits/stdc++.h>
using namespace std;
int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  set<long long> fib;
  long long a = 1, b = 2;
  while (b < (1LL << 32)) { fib.insert(b); long long c = a + b; a = b; b = c; }
  vector<string> answers;
  long long n;
  while (cin >> n && n != 0) answers.push_back(fib.count(n) ? "Second win" : "First win");
  for (const string &s : answers) cout << s << '\n';
  return 0;
}
