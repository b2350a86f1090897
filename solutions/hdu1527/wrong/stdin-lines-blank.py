# expect: RE (for each line of sys.stdin, a, b = map(int, line.split()): a blank line gives no values to unpack, a ValueError)
import sys
from math import isqrt
out = []
for line in sys.stdin:
    a, b = map(int, line.split())
    if a > b:
        a, b = b, a
    k = b - a
    out.append("0" if (k + isqrt(5 * k * k)) // 2 == a else "1")
sys.stdout.write("\n".join(out) + "\n")
