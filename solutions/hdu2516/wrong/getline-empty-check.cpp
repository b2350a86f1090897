// expect: WA (reads line by line with getline and skips a blank line by line.empty(): under CRLF a blank line is "\r", not empty; atoi reads it as 0, the end of the input, and the heaps after it go unanswered)
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <set>
#include <string>
int main() {
    std::ios::sync_with_stdio(false);
    std::set<long long> fib;
    for (long long a = 1, b = 2; b < (1LL << 31); b += a, a = b - a) fib.insert(b);
    std::string line, out;
    while (std::getline(std::cin, line)) {
        if (line.empty()) continue;
        int n = std::atoi(line.c_str());
        if (n == 0) break;
        out += fib.count(n) ? "Second win\n" : "First win\n";
        if (out.size() > (1 << 16)) std::fwrite(out.data(), 1, out.size(), stdout), out.clear();
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
}
