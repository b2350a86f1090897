# expect: WA or RE (⌊kφ⌋ as (k + int(math.sqrt(5 * k * k))) // 2: the product is an exact Python int, but math.sqrt rounds it to a double first, and near k = 10^8 a root just below an integer comes out as that integer, one too high; the interactor steers toward such k)
import math
import sys


def lower(k):
    return (k + int(math.sqrt(5 * k * k))) // 2


def winning_move(a, b):
    swapped = a > b
    x, y = (b, a) if swapped else (a, b)
    k = y - x
    low = lower(k)
    if x == low:
        return None
    if x > low:
        to = (low, low + k)
    else:
        f = lower(x + 1)
        j = f - (x + 1)
        if lower(j) == x:
            to = (x, x + j)
        else:
            to = (x, x - (2 * (x + 1) - f - 1))
    return (to[1], to[0]) if swapped else to


def main():
    readline = sys.stdin.readline
    games = int(readline())
    for _ in range(games):
        a, b = map(int, readline().split())
        mine = winning_move(a, b) is not None
        sys.stdout.write("first\n" if mine else "second\n")
        sys.stdout.flush()
        while a + b > 0:
            if mine:
                a, b = winning_move(a, b)
                sys.stdout.write("%d %d\n" % (a, b))
                sys.stdout.flush()
            else:
                a, b = map(int, readline().split())
            mine = not mine


main()
