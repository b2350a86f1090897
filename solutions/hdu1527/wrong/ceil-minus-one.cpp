// expect: WA (⌊kφ⌋ as ceil(kφ) − 1 in doubles, "floor without the rounding trouble": where kφ rounds onto an integer it is one too low)
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    const double phi = (1 + std::sqrt(5.0)) / 2;
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        long long low = (long long)std::ceil(k * phi) - 1;
        if (k == 0) low = 0;
        std::puts(low == a ? "0" : "1");
    }
    return 0;
}
