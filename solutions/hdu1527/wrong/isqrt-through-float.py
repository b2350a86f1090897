# expect: WA (⌊kφ⌋ as (k + int(math.sqrt(5 * k * k))) // 2: 5k² is an exact Python int, but math.sqrt takes it as a double, and past 2^53 its root rounds up to an integer where it lies just below one, so ⌊kφ⌋ is one too high at 7 k up to 381966011, the first 102334155)
import math
import sys

data = sys.stdin.buffer.read().split()
out = []
for i in range(0, len(data) - 1, 2):
    x, y = int(data[i]), int(data[i + 1])
    a, b = min(x, y), max(x, y)
    k = b - a
    out.append("0" if (k + int(math.sqrt(5 * k * k))) // 2 == a else "1")
sys.stdout.write("\n".join(out) + "\n" if out else "")
