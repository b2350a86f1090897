# expect: RE (skips blank lines but splits each game on one space, line.split(" "): a tab between n and m, or two spaces, gives a piece int() cannot read, a ValueError)
import sys
lines = [line.strip() for line in sys.stdin.read().split("\n")]
lines = [line for line in lines if line]
c = int(lines[0])
out = []
for line in lines[1:c + 1]:
    parts = line.split(" ")
    n, m = int(parts[0]), int(parts[1])
    out.append("first" if n % (m + 1) else "second")
print("\n".join(out))
