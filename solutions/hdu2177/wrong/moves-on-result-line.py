# expect: PE (right moves, but written on the line of the 1, separated by spaces: "1 4 7 3 5" where each move wants a line of its own)
import sys
from math import isqrt


def lower(k):
    return (k + isqrt(5 * k * k)) // 2


def partner(v):
    if v == 0:
        return 0
    nxt = lower(v + 1)
    j = nxt - (v + 1)
    if lower(j) == v:
        return v + j
    return v - (2 * (v + 1) - nxt - 1)


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a == 0 and b == 0:
            break
        d = b - a
        low = lower(d)
        if low == a:
            out.append("0")
            continue
        items = ["1"]
        if low < a:
            items.append("%d %d" % (low, low + d))
        one = []
        pb, pa = partner(b), partner(a)
        if pb < a:
            one.append((pb, b))
        if pa < b and a != b:
            one.append((min(a, pa), max(a, pa)))
        one.sort()
        items.extend("%d %d" % m for m in one)
        out.append(" ".join(items))
    sys.stdout.write("\n".join(out) + "\n")


main()
