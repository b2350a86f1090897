# expect: RE (the right strategy, but it knows a game is over by a count of non-empty piles that it lowers only when its own move empties a pile: when the interactor empties one, the count stays too high, and after its winning move it reads the next game's n as a move and fails to unpack it)
import sys


def main():
    readline = sys.stdin.readline
    games = int(readline())
    for _ in range(games):
        n = int(readline())
        p = list(map(int, readline().split()))
        x = 0
        for v in p:
            x ^= v
        nonempty = sum(1 for v in p if v > 0)
        mine = x != 0
        print("first" if mine else "second", flush=True)
        while nonempty > 0:
            if mine:
                top = 1 << (x.bit_length() - 1)
                i = next(j for j in range(n) if p[j] & top)
                to = p[i] ^ x
                print(i + 1, p[i] - to, flush=True)
                p[i] = to
                x = 0
                if to == 0:
                    nonempty -= 1
            else:
                i, take = map(int, readline().split())
                if i == 0:
                    break
                i -= 1
                x ^= p[i] ^ (p[i] - take)
                p[i] -= take
            mine = not mine


main()
