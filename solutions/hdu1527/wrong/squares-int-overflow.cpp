// expect: WA (an exact test without square roots, a = ⌊kφ⌋ exactly when (2a − k)² ≤ 5k² < (2a + 2 − k)², but with int a and k each product is taken in int before it reaches the long long: 5k² wraps from k = 20725 on, the squares once 2a passes 46340)
#include <algorithm>
#include <cstdio>
int main() {
    int x, y;
    while (std::scanf("%d %d", &x, &y) == 2) {
        int a = std::min(x, y), k = std::max(x, y) - a;
        long long low = (2 * a - k) * (2 * a - k), five = 5 * k * k, high = (2 * a + 2 - k) * (2 * a + 2 - k);
        bool lost = (2 * a - k < 0 || low <= five) && five < high && 2 * a + 2 - k > 0;
        std::puts(lost ? "0" : "1");
    }
}
