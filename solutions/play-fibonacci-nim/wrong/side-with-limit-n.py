# expect: WA (plays the right moves, but decides its side by asking for a winning take from n with the limit n instead of n - 1: with the whole heap allowed every heap looks won, so on a Fibonacci heap it says first and then has no winning move)
import sys

FIBS = [1, 2]
while FIBS[-1] <= 10 ** 19:
    FIBS.append(FIBS[-1] + FIBS[-2])


def winning_take(m, limit):
    if limit >= m:
        return m
    terms = []
    rest = m
    for f in reversed(FIBS):
        if f <= rest:
            terms.append(f)
            rest -= f
            if rest == 0:
                break
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
    write = sys.stdout.write
    flush = sys.stdout.flush
    games = int(readline())
    for _ in range(games):
        n = int(readline())
        mine = winning_take(n, n) > 0
        write("first\n" if mine else "second\n")
        flush()
        left, limit = n, n - 1
        while left > 0:
            if mine:
                take = winning_take(left, limit) or 1
                write("%d\n" % take)
                flush()
            else:
                take = int(readline())
            left -= take
            limit = 2 * take
            mine = not mine


main()
