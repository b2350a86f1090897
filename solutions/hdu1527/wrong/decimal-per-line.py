# expect: TLE or MLE (exact, with phi from the decimal module at 40 digits against the float traps, but a Decimal multiply and floor for each of up to 10^6 lines, and every answer kept in a list: the decimal module is far too slow for that, and the list is heavy)
import sys
from decimal import Decimal, getcontext, ROUND_FLOOR

getcontext().prec = 40
PHI = (1 + Decimal(5).sqrt()) / 2


def main():
    out = []
    for line in sys.stdin:
        parts = line.split()
        if len(parts) < 2:
            continue
        a, b = int(parts[0]), int(parts[1])
        if a > b:
            a, b = b, a
        low = int((PHI * (b - a)).to_integral_value(rounding=ROUND_FLOOR))
        out.append("0" if low == a else "1")
    sys.stdout.write("\n".join(out) + "\n")


main()
