# expect: WA (combines the piles with | where Nim wants ^, a slip between the two bitwise operators: the "xor" is then 0 only when every pile is 0, and the targets p ^ x are wrong)
import sys

data = sys.stdin.buffer.read().split()
out = []
i = 0
while i < len(data):
    m = int(data[i])
    if m == 0:
        break
    piles = [int(t) for t in data[i + 1:i + 1 + m]]
    i += m + 1
    x = 0
    for p in piles:
        x |= p
    if x == 0:
        out.append("No")
        continue
    out.append("Yes")
    out.extend("%d %d" % (p, p ^ x) for p in piles if p ^ x < p)
sys.stdout.write("\n".join(out) + "\n")
