// expect: WA (parses each line by hand, counting every byte that is not a space or tab as a digit: the '\r' of a CRLF line is a digit too)
#include <iostream>
#include <string>
using namespace std;
int main() {
  string line;
  getline(cin, line);
  int c = stoi(line), done = 0;
  while (done < c && getline(cin, line)) {
    long long v[2] = {0, 0}; int k = 0; bool in = false;
    for (char ch : line) {
      if (ch == ' ' || ch == '\t') { if (in) { k++; in = false; } continue; }
      if (k < 2) { v[k] = v[k] * 10 + (ch - '0'); in = true; }
    }
    if (!in && k == 0) continue;
    done++;
    cout << (v[0] % (v[1] + 1) == 0 ? "second" : "first") << "\n";
  }
}
