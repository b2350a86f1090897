# expect: WA (n is taken for a Fibonacci number when n * phi lies within 1/n of an integer, the property F(k+1) ≈ F(k)·φ, computed in doubles: past 10^8 a double's step is about 3·10^-8, so a product within half a step of an integer comes out as that integer, and sums and multiples of Fibonacci numbers such as 141422324 = F(38) + F(40) or 204668310 = 2·F(40) are called losing)
import math
import sys

PHI = (1 + math.sqrt(5)) / 2


def main():
    out = []
    for tok in sys.stdin.buffer.read().split():
        n = int(tok)
        if n == 0:
            break
        x = n * PHI
        out.append("Second win" if abs(x - round(x)) < 1 / n else "First win")
    sys.stdout.write("\n".join(out) + "\n")


main()
