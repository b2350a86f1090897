# expect: WA (exact strategy and moves given back in the piles' order, except the move on both piles: that one is written smaller pile first, so from (7, 4) toward (5, 3) it writes "3 5", which is no move)
import sys
from math import isqrt


def lower(k):
    return (k + isqrt(5 * k * k)) // 2


def winning_move(a, b):
    swapped = a > b
    x, y = (b, a) if swapped else (a, b)
    k = y - x
    low = lower(k)
    if x == low:
        return None
    if x > low:
        return (low, low + k)
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
        print("first" if mine else "second", flush=True)
        while a + b > 0:
            if mine:
                a, b = winning_move(a, b)
                print(a, b, flush=True)
            else:
                a, b = map(int, readline().split())
            mine = not mine


main()
