# expect: WA (⌊kφ⌋ as math.floor(k * (1 + 5 ** 0.5) / 2): Python's floats are doubles, 5 ** 0.5 is the same double as math.sqrt(5), and ⌊kφ⌋ is one too high at 14 k up to 381966011, the first 102334155)
import math
import sys

data = sys.stdin.buffer.read().split()
out = []
for i in range(0, len(data) - 1, 2):
    x, y = int(data[i]), int(data[i + 1])
    a, b = min(x, y), max(x, y)
    k = b - a
    out.append("0" if math.floor(k * (1 + 5 ** 0.5) / 2) == a else "1")
sys.stdout.write("\n".join(out) + "\n" if out else "")
