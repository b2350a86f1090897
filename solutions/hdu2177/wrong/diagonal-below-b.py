# expect: WA (offers the move from both piles to (a_d, a_d + d) whenever a_d < b, a slip for a_d < a: where a < a_d < b that "move" would add stones, and it is printed as a winning move)
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
    out.append("1")
    if low < b:
        out.append("%d %d" % (low, low + d))
    moves = []
    pb, pa = partner(b), partner(a)
    if pb < a:
        moves.append((pb, b))
    if pa < b and a != b:
        moves.append((min(a, pa), max(a, pa)))
    moves.sort()
    out.extend("%d %d" % m for m in moves)
sys.stdout.write("\n".join(out) + "\n")
