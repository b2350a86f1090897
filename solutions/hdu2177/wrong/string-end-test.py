# expect: WA (ends at the line whose stripped text is "0 0": a closing "0  0" or "0\t0" is answered as a position, 0, instead)
import sys, math
def lower(k):
    return (k + math.isqrt(5 * k * k)) // 2
def partner(v):
    if v == 0:
        return 0
    nxt = lower(v + 1)
    j = nxt - (v + 1)
    if lower(j) == v:
        return v + j
    return v - (2 * (v + 1) - nxt - 1)
out = []
for line in sys.stdin:
    s = line.strip()
    if not s:
        continue
    if s == "0 0":
        break
    a, b = map(int, s.split())
    d = b - a
    low = lower(d)
    if low == a:
        out.append("0")
        continue
    out.append("1")
    if low < a:
        out.append("%d %d" % (low, low + d))
    pa, pb = partner(a), partner(b)
    moves = []
    if pb < a:
        moves.append((pb, b))
    if pa < b and a != b:
        moves.append((min(a, pa), max(a, pa)))
    moves.sort()
    for x, y in moves:
        out.append("%d %d" % (x, y))
sys.stdout.write("\n".join(out) + ("\n" if out else ""))
