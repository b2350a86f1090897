// expect: WA (φ in a long double, but written with the 16 digits a double prints, 1.618033988749895L: the literal is 5.2e-17 above φ, and k·φ carries k times that, up to 2e-8 near k = 3.8·10^8, so ⌊kφ⌋ is one too high where kφ lies that close below an integer)
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    const long double PHI = 1.618033988749895L;
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        std::puts((long long)floorl(k * PHI) == a ? "0" : "1");
    }
    return 0;
}
