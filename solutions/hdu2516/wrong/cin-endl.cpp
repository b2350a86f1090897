// expect: mixed (right answers through cin and endl: endl flushes, one write system call per answer, 2×10^6 of them on the largest inputs; 0.8 to 1.2 s of CPU against the 1 s limit, by the machine: TLE on one or both of the largest cases, or on neither)
#include <iostream>
#include <set>
using namespace std;
int main() {
    set<long long> losing;
    for (long long a = 1, b = 2; b < (1LL << 31); ) { losing.insert(b); long long c = a + b; a = b; b = c; }
    long long n;
    while (cin >> n && n != 0) cout << (losing.count(n) ? "Second win" : "First win") << endl;
    return 0;
}
