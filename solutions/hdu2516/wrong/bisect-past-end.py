# expect: RE (looks n up with i = bisect_left(fib, n) and tests fib[i] == n: for n above the largest Fibonacci number below 2^31, 1836311903, i is len(fib) and fib[i] raises IndexError)
import sys
from bisect import bisect_left

fib = []
a, b = 1, 2
while b < 2 ** 31:
    fib.append(b)
    a, b = b, a + b
out = []
for token in sys.stdin.buffer.read().split():
    n = int(token)
    if n == 0:
        break
    i = bisect_left(fib, n)
    out.append("Second win" if fib[i] == n else "First win")
sys.stdout.write("\n".join(out) + "\n")
