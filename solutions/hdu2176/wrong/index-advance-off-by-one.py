# expect: WA (walks the tokens with an index, reading m at data[i] and the piles at data[i + 1 : i + 1 + m], but then advances i by m instead of m + 1: the next block's m is read from the last pile)
import sys

data = sys.stdin.buffer.read().split()
out = []
i = 0
while i < len(data):
    m = int(data[i])
    if m == 0:
        break
    piles = [int(t) for t in data[i + 1:i + 1 + m]]
    i += m
    x = 0
    for p in piles:
        x ^= p
    if x == 0:
        out.append("No")
        continue
    out.append("Yes")
    out.extend("%d %d" % (p, p ^ x) for p in piles if p ^ x < p)
sys.stdout.write("\n".join(out) + "\n")
