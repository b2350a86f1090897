// expect: WA (a shortcut for a block of one pile, "the first player takes it all: Yes", that forgets the move line "a 0" the statement wants under every Yes)
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int m;
    vector<int> a;
    while (scanf("%d", &m) == 1 && m) {
        a.resize(m);
        for (int i = 0; i < m; i++) scanf("%d", &a[i]);
        if (m == 1) {
            puts("Yes");
            continue;
        }
        int x = 0;
        for (int v : a) x ^= v;
        if (!x) {
            puts("No");
            continue;
        }
        puts("Yes");
        for (int v : a)
            if ((v ^ x) < v) printf("%d %d\n", v, v ^ x);
    }
    return 0;
}
