# expect: TLE (right answers, but input() and print() per line: about a microsecond each in CPython, 2×10^6 lines of each on the largest inputs)
FIBS = set()
a, b = 1, 2
while b < 2 ** 31:
    FIBS.add(b)
    a, b = b, a + b
while True:
    line = input().strip()
    if not line:
        continue
    n = int(line)
    if n == 0:
        break
    print("Second win" if n in FIBS else "First win")
