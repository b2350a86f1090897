// expect: WA (counts the terms of n's Zeckendorf sum greedily, calling n lost when there is one term, but takes a term only while it is strictly below what is left (f[i] < n): a Fibonacci n is split into the two terms before it, so every losing heap is called a win)
#include <cstdio>
int main() {
    long long f[50];
    int count = 0;
    for (long long a = 1, b = 2; b < (1LL << 31); b += a, a = b - a) f[count++] = b;
    long long n;
    while (std::scanf("%lld", &n) == 1 && n != 0) {
        int terms = 0;
        long long rest = n;
        for (int i = count - 1; i >= 0 && rest > 0; i--)
            if (f[i] < rest) rest -= f[i], terms++;
        if (rest > 0) terms++;  // a last 1 left over
        std::puts(terms == 1 ? "Second win" : "First win");
    }
}
