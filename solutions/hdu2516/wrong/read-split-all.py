# expect: MLE (right answers, but the whole input read and split into a list of strings, and every answer kept: 2×10^6 of each on the largest inputs)
import sys
FIBS = set()
a, b = 1, 2
while b < 2 ** 31:
    FIBS.add(b)
    a, b = b, a + b
out = []
for tok in sys.stdin.read().split():
    n = int(tok)
    if n == 0:
        break
    out.append("Second win" if n in FIBS else "First win")
print("\n".join(out))
