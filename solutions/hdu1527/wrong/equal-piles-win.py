# expect: WA (a shortcut for equal piles, "take the same from both and win", written before the zero check: 0 0, which is already lost, is answered 1)
import sys
from math import isqrt


def main():
    out = []
    for line in sys.stdin.buffer.read().split(b"\n"):
        parts = line.split()
        if len(parts) < 2:
            continue
        a, b = int(parts[0]), int(parts[1])
        if a == b:
            out.append("1")
            continue
        if a > b:
            a, b = b, a
        k = b - a
        out.append("0" if (k + isqrt(5 * k * k)) // 2 == a else "1")
    sys.stdout.write("\n".join(out) + "\n")


main()
