# expect: WA (the accepted strategy's move, the largest sum of the smallest Zeckendorf terms that the next term still exceeds twice over, but the test is written terms[k + 1] >= 2 * total: where the next term is exactly twice the sum (12 = 1 + 3 + 8: take 4 and leave 8), the opponent may take the whole rest)
import sys

fibs = [1, 2]
while fibs[-1] <= 10 ** 19:
    fibs.append(fibs[-1] + fibs[-2])


def winning_take(m, limit):
    if limit >= m:
        return m
    terms = []
    rest = m
    for f in reversed(fibs):
        if f <= rest:
            terms.append(f)
            rest -= f
    terms.reverse()
    total = 0
    best = 0
    for k, t in enumerate(terms):
        total += t
        if total > limit:
            break
        if k + 1 == len(terms) or terms[k + 1] >= 2 * total:
            best = total
    return best


def main():
    readline = sys.stdin.readline
    games = int(readline())
    for _ in range(games):
        n = int(readline())
        first = winning_take(n, n - 1) > 0
        print("first" if first else "second", flush=True)
        left = n
        limit = n - 1
        mine = first
        while left > 0:
            if mine:
                take = winning_take(left, limit)
                print(take, flush=True)
            else:
                take = int(readline())
            left -= take
            limit = 2 * take
            mine = not mine


main()
