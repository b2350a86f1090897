# expect: WA (phi with the decimal module at getcontext().prec = 17: 17 significant digits leave about 8 after the point of k*phi near 3x10^8, and k*phi lies within 10^-8 of an integer at the Fibonacci k = 165580141, where floor(k*phi) comes out one low (267914295 for 267914296), so the losing position (267914296, 433494437) is called a win)
import sys
from decimal import Decimal, getcontext, ROUND_FLOOR

getcontext().prec = 17
PHI = (1 + Decimal(5).sqrt()) / 2


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a = int(data[i])
        b = int(data[i + 1])
        if a > b:
            a, b = b, a
        k = b - a
        low = int((k * PHI).to_integral_value(rounding=ROUND_FLOOR))
        out.append("0" if low == a else "1")
    sys.stdout.write("\n".join(out) + "\n")


main()
