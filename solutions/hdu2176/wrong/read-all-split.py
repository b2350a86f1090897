# expect: MLE (right moves, but the whole input split at once into up to 600,000 byte strings and every output line kept in a list before one write: far over 32 MiB)
import sys

data = sys.stdin.buffer.read().split()
out = []
i = 0
while True:
    m = int(data[i])
    i += 1
    if m == 0:
        break
    piles = list(map(int, data[i:i + m]))
    i += m
    x = 0
    for p in piles:
        x ^= p
    if x == 0:
        out.append("No")
        continue
    out.append("Yes")
    for p in piles:
        if p ^ x < p:
            out.append("%d %d" % (p, p ^ x))
sys.stdout.write("\n".join(out) + "\n")
