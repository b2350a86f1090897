// expect: WA (reads the whole input with one fread into a static buffer of 22,000,000 bytes, sized from the statement as 2×10^6 heaps of ten digits and a newline: lines may end in CRLF, so the largest input is 24 MB, and the heaps past 22 MB (the last one cut mid-number) and the closing 0 are never read)
#include <stdio.h>

static char buf[22000000];

int main(void) {
    static const int fib[] = {2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584, 4181, 6765, 10946,
                              17711, 28657, 46368, 75025, 121393, 196418, 317811, 514229, 832040, 1346269, 2178309,
                              3524578, 5702887, 9227465, 14930352, 24157817, 39088169, 63245986, 102334155, 165580141,
                              267914296, 433494437, 701408733, 1134903170, 1836311903};
    size_t len = fread(buf, 1, sizeof buf, stdin);
    size_t i = 0;
    for (;;) {
        while (i < len && (buf[i] < '0' || buf[i] > '9')) i++;
        if (i >= len) break;
        long long n = 0;
        while (i < len && buf[i] >= '0' && buf[i] <= '9') n = n * 10 + (buf[i++] - '0');
        if (n == 0) break;
        int lost = 0;
        for (int k = 0; k < (int)(sizeof fib / sizeof fib[0]); k++)
            if (fib[k] == n) lost = 1;
        fputs(lost ? "Second win\n" : "First win\n", stdout);
    }
    return 0;
}
