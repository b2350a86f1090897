# expect: WA (Fibonacci numbers from Binet's formula truncated with int(): phi^k/sqrt5 lies just below F(k) for odd k, so 2, 5, 13, 34, ... come out one too small and are called wins)
import sys
from math import sqrt

phi = (1 + sqrt(5)) / 2
fib = set(int(phi ** k / sqrt(5)) for k in range(3, 48))
out = []
for tok in sys.stdin.buffer.read().split():
    n = int(tok)
    if n == 0:
        break
    out.append("Second win" if n in fib else "First win")
sys.stdout.write("\n".join(out) + "\n")
