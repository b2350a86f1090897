# expect: WA (answers a position with an empty pile at once, "1" and the move "0 0", but the special case has no continue: the general code then answers the same position again, so (0, b) gets 1, 0 0, 1, 0 0)
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
    out = []
    for line in sys.stdin:
        parts = line.split()
        if not parts:
            continue
        a, b = int(parts[0]), int(parts[1])
        if a == 0 and b == 0:
            break
        if a == 0:
            out.append("1\n0 0\n")
        d = b - a
        ad = lower(d)
        if ad == a:
            out.append("0\n")
            continue
        out.append("1\n")
        if ad < a:
            out.append("%d %d\n" % (ad, ad + d))
        moves = []
        pb = partner(b)
        if pb < a:
            moves.append((pb, b))
        pa = partner(a)
        if pa < b:
            moves.append((min(a, pa), max(a, pa)))
        for m in sorted(set(moves)):
            out.append("%d %d\n" % m)
        if len(out) > 4096:
            sys.stdout.write("".join(out))
            out = []
    sys.stdout.write("".join(out))


main()
