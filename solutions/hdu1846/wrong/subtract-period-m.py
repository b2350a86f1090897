# expect: WA (plays it out by subtraction, taking m + 1 per round, but stops while n > m + 1 and calls the rest lost when it is 0: for n a multiple of m + 1 the loop leaves m + 1, not 0, so every lost game is called won)
import sys
data = sys.stdin.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    while n > m + 1:
        n -= m + 1
    out.append("second" if n == 0 else "first")
print("\n".join(out))
