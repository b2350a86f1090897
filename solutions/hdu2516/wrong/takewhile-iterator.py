# expect: WA (keeps the Fibonacci numbers as an iterator, takewhile(...) over a generator, and asks n in fib for each heap: "in" consumes the iterator as it searches, so later heaps are looked up only among the numbers after the last one found, and the iterator is soon empty)
import sys
from itertools import takewhile


def fibonacci():
    a, b = 1, 2
    while True:
        yield b
        a, b = b, a + b


fib = takewhile(lambda f: f < 2 ** 31, fibonacci())
out = []
for token in sys.stdin.buffer.read().split():
    n = int(token)
    if n == 0:
        break
    out.append("Second win" if n in fib else "First win")
sys.stdout.write("\n".join(out) + "\n")
