# expect: TLE (exact, but finds the losing pair of a pile by walking the pairs (floor(j*phi), floor(j*phi) + j) from j = 0 up in exact integers: some 10^8 steps a move with piles near 10^9)
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
        j = 0
        while True:
            lj = lower(j)
            if lj == x:
                to = (x, x + j)
                break
            if lj + j == x:
                to = (x, lj)
                break
            j += 1
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
