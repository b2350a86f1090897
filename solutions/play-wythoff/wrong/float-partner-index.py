# expect: WA or RE (the side and the diagonal move are exact, but the partner of the smaller pile x is found in doubles, j = int(x / PHI) + 1 for x = floor(j*phi) and i = int(x / PHI**2) + 1 for x = floor(i*phi) + i, trusted without a check: at x = 267914296 (a Fibonacci number) x / PHI rounds up onto an integer, the move written is not the winning one, and once the interactor has answered it there is no winning move left: it loses, or unpacks None and crashes)
import sys
from math import isqrt, sqrt

PHI = (1 + sqrt(5)) / 2


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
        j = int(x / PHI) + 1 if x > 0 else 0
        if lower(j) == x:
            to = (x, x + j)
        else:
            i = int(x / (PHI * PHI)) + 1
            to = (x, lower(i))
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
