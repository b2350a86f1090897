// expect: WA (reads m and the m sizes with cin, then cin.ignore(…, '\n') to "finish the line" before the next block: when the next block's m follows the last size on the same line it is skipped, and the blocks after it are read from the wrong places)
#include <iostream>
#include <limits>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int m;
    std::vector<int> a;
    std::string out;
    while (std::cin >> m && m != 0) {
        a.resize(m);
        int x = 0;
        for (int i = 0; i < m; i++) std::cin >> a[i], x ^= a[i];
        std::cin.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
        if (x == 0) { out += "No\n"; continue; }
        out += "Yes\n";
        for (int i = 0; i < m; i++)
            if ((a[i] ^ x) < a[i]) out += std::to_string(a[i]) + ' ' + std::to_string(a[i] ^ x) + '\n';
        if (out.size() > (1 << 16)) std::cout << out, out.clear();
    }
    std::cout << out;
}
