# expect: WA (puts the smaller pile first with min and max of the two tokens as strings, before converting: "10" < "6" as text, so (6, 10) is taken as a = 10, b = 6 and the difference comes out negative)
import sys
from math import isqrt


def main():
    out = []
    for line in sys.stdin.buffer:
        parts = line.split()
        if len(parts) < 2:
            continue
        a = int(min(parts[0], parts[1]))
        b = int(max(parts[0], parts[1]))
        k = b - a
        low = (k + isqrt(5 * k * k)) // 2 if k >= 0 else -1
        out.append("0" if low == a else "1")
    sys.stdout.write("\n".join(out) + "\n")


main()
