# expect: MLE or TLE (right moves, but the whole input read at once and split into a list of 2x10^6 byte strings, over 32 MiB on the largest files, and print() called per output line, up to 3x10^6 times)
import sys
from math import isqrt


def lower(k):
    return (k + isqrt(5 * k * k)) // 2


def partner(v):
    if v == 0:
        return 0
    f = lower(v + 1)
    j = f - (v + 1)
    if lower(j) == v:
        return v + j
    return v - (2 * (v + 1) - f - 1)


def main():
    data = sys.stdin.buffer.read().split()
    for i in range(0, len(data) - 1, 2):
        a = int(data[i])
        b = int(data[i + 1])
        if a == 0 and b == 0:
            break
        d = b - a
        ad = lower(d)
        if ad == a:
            print(0)
            continue
        print(1)
        if ad < a:
            print(ad, ad + d)
        pb, pa = partner(b), partner(a)
        one = []
        if pb < a:
            one.append((pb, b))
        if pa < b and a != b:
            one.append((min(a, pa), max(a, pa)))
        for x, y in sorted(one):
            print(x, y)


main()
