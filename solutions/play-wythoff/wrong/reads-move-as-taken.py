# expect: WA (exact strategy, but reads the interactor's move "c d" as the stones it took from each pile and subtracts them, where the protocol gives the piles after the move: its piles drift from the real ones and its next move is illegal)
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
        print("first" if mine else "second", flush=True)
        while a + b > 0:
            if mine:
                move = winning_move(a, b)
                if move is None:
                    move = (a - 1, b) if a > 0 else (a, b - 1)
                a, b = move
                print(a, b, flush=True)
            else:
                c, d = map(int, readline().split())
                a, b = max(a - c, 0), max(b - d, 0)
                if c == 0 and d == 0:
                    a, b = 0, 0
            mine = not mine


main()
