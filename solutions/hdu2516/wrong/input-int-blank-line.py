# expect: RE (reads each heap with int(input()): a blank line is int(""), a ValueError that ends the program; on the largest inputs the answers kept in a list also pass 32 MiB, MLE)
import sys
FIBS = set()
a, b = 1, 2
while b < 2 ** 31:
    FIBS.add(b)
    a, b = b, a + b
out = []
while True:
    n = int(input())
    if n == 0:
        break
    out.append("Second win" if n in FIBS else "First win")
sys.stdout.write("\n".join(out) + "\n")
