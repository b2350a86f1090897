// expect: WA (reads the whole input with one fread into a static buffer of 20,000,000 bytes, sized as 10^6 lines of two nine-digit piles, a space and a newline: tabs, runs of blanks, CRLF and the ten-digit 10^9 make lines longer, and the positions past 20 MB are never read, the last one cut mid-number)
#include <math.h>
#include <stdio.h>

static char buf[20000000];

static long long lower(long long k) {
    long long sq = 5 * k * k, s = (long long)sqrt((double)sq);
    while (s * s > sq) s--;
    while ((s + 1) * (s + 1) <= sq) s++;
    return (k + s) / 2;
}

int main(void) {
    size_t len = fread(buf, 1, sizeof buf, stdin), i = 0;
    for (;;) {
        long long v[2];
        int got = 0;
        while (got < 2) {
            while (i < len && (buf[i] < '0' || buf[i] > '9')) i++;
            if (i >= len) break;
            long long n = 0;
            while (i < len && buf[i] >= '0' && buf[i] <= '9') n = n * 10 + (buf[i++] - '0');
            v[got++] = n;
        }
        if (got < 2) break;
        long long a = v[0] < v[1] ? v[0] : v[1], b = v[0] < v[1] ? v[1] : v[0];
        putchar(lower(b - a) == a ? '0' : '1');
        putchar('\n');
    }
    return 0;
}
