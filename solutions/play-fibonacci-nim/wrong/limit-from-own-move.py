# expect: WA (the right Zeckendorf strategy, but the move limit is updated only after its own moves, to twice its own take: the opponent's take never sets the limit, so a reply may take more than twice what the interactor just took, an illegal move)
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
                limit = 2 * take
            else:
                take = int(readline())
            left -= take
            mine = not mine


main()
