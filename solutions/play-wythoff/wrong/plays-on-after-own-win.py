# expect: WA or RE (the exact strategy, but a game ends for it only when the interactor's move is read as 0 0: after its own move to 0 0 it waits for a reply, reads the next game's piles as that reply and answers them with a move where the side is due: WA; or, where those piles are already lost for it, finds no move and crashes: RE, as on 01-sample and 03)
import sys
from math import isqrt


def lower(k):
    return (k + isqrt(5 * k * k)) // 2


def winning(a, b):
    swapped = a > b
    x, y = (b, a) if swapped else (a, b)
    k = y - x
    low = lower(k)
    if x == low:
        return None
    if x > low:
        p, q = low, low + k
    else:
        f = lower(x + 1)
        j = f - (x + 1)
        p = x
        q = x + j if lower(j) == x else x - (2 * (x + 1) - f - 1)
    return (q, p) if swapped else (p, q)


def main():
    read = sys.stdin.readline
    out = sys.stdout
    games = int(read())
    for _ in range(games):
        a, b = map(int, read().split())
        mine = winning(a, b) is not None
        out.write("first\n" if mine else "second\n")
        out.flush()
        while True:
            if mine:
                a, b = winning(a, b)
                out.write(f"{a} {b}\n")
                out.flush()
            else:
                line = read()
                if not line:
                    return
                a, b = map(int, line.split())
                if a == 0 and b == 0:
                    break
            mine = not mine


main()
