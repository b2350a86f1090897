# expect: RE (reads each position with a, b = map(int, input().split()): a blank line gives nothing to unpack, a ValueError; on the largest inputs the output lines kept in a list also pass 32 MiB, MLE)
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
out = []
while True:
    a, b = map(int, input().split())
    if a == 0 and b == 0:
        break
    d = b - a
    ld = lower(d)
    if ld == a:
        out.append("0")
        continue
    out.append("1")
    if ld < a:
        out.append("%d %d" % (ld, ld + d))
    moves = set()
    pb, pa = partner(b), partner(a)
    if pb < a:
        moves.add((pb, b))
    if pa < b:
        moves.add((min(a, pa), max(a, pa)))
    for x, y in sorted(moves):
        out.append("%d %d" % (x, y))
sys.stdout.write("\n".join(out) + "\n")
