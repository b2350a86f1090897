# expect: WA (the right strategy, but the limit after a take is set to 2 * take - 1, as if a move must take less than twice the last one: where the smallest Zeckendorf term of the heap is exactly twice the interactor's take, no winning take is seen and 0 is written, an illegal move)
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
        if k + 1 == len(terms) or terms[k + 1] > 2 * total:
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
            limit = 2 * take - 1
            mine = not mine


main()
