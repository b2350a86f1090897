# expect: RE (tests losing positions by Zeckendorf sums: a is a lower Wythoff number when its sum ends on a Fibonacci term of even rank, and then b must be a with every term shifted to the next Fibonacci number; but the list of Fibonacci numbers stops at 10^9, the largest pile, so shifting a sum whose top term is 701408733 reads past the list's end, an IndexError)
import sys

fib = [1, 2]
while fib[-1] + fib[-2] <= 10 ** 9:
    fib.append(fib[-1] + fib[-2])


def losing(a, b):
    if a == 0:
        return b == 0
    terms = []
    rest = a
    for i in range(len(fib) - 1, -1, -1):
        if fib[i] <= rest:
            terms.append(i)
            rest -= fib[i]
    if terms[-1] % 2 == 1:
        return False
    return b == sum(fib[i + 1] for i in terms)


data = sys.stdin.buffer.read().split()
out = []
for i in range(0, len(data) - 1, 2):
    x, y = int(data[i]), int(data[i + 1])
    out.append("0" if losing(min(x, y), max(x, y)) else "1")
sys.stdout.write("\n".join(out) + "\n" if out else "")
