# expect: WA (takes the sum of the smallest Zeckendorf terms while it fits the limit and the next term is larger than the sum, where that term must be more than twice the sum: from 12 = 1 + 3 + 8 it takes 4 and leaves 8, which the opponent, allowed 8, takes whole)
import sys


def main():
    data = sys.stdin.buffer
    fib = [1, 2]
    while fib[-1] <= 10**18:
        fib.append(fib[-1] + fib[-2])

    def terms(m):
        out = []
        for f in reversed(fib):
            if f <= m:
                out.append(f)
                m -= f
        return out[::-1]

    def take(m, limit):
        t = terms(m)
        total = best = 0
        for k, v in enumerate(t):
            total += v
            if total > limit:
                break
            if k + 1 == len(t) or t[k + 1] > total:
                best = total
        return best

    def word():
        return data.readline().split()[0]

    games = int(word())
    out = sys.stdout
    for _ in range(games):
        n = int(word())
        mine = take(n, n - 1) > 0
        out.write("first\n" if mine else "second\n")
        out.flush()
        left, limit = n, n - 1
        while left > 0:
            if mine:
                x = take(left, limit)
                out.write(f"{x}\n")
                out.flush()
            else:
                x = int(word())
            left -= x
            limit = 2 * x
            mine = not mine


main()
