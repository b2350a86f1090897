# expect: WA (finds the pile to move from a table, built once per game, of the first pile holding each bit, and never updates it: after the interactor changes that pile it may no longer hold the bit, so pile xor X is larger than the pile and the take is illegal or wrong)
import sys


def main():
    data = sys.stdin.buffer
    readline = data.readline
    out = sys.stdout
    games = int(readline())
    for _ in range(games):
        n = int(readline())
        piles = list(map(int, readline().split()))
        x = 0
        left = 0
        for p in piles:
            x ^= p
            left += p
        first_with = [-1] * 31
        for i, p in enumerate(piles):
            while p:
                b = p.bit_length() - 1
                if first_with[b] < 0:
                    first_with[b] = i
                p ^= 1 << b
        mine = x != 0
        out.write("first\n" if mine else "second\n")
        out.flush()
        while left > 0:
            if mine:
                i = first_with[x.bit_length() - 1]
                to = piles[i] ^ x
                take = piles[i] - to
                out.write("%d %d\n" % (i + 1, take))
                out.flush()
                piles[i] = to
                left -= take
                x = 0
            else:
                i, take = map(int, readline().split())
                if i == 0:
                    break
                i -= 1
                x ^= piles[i] ^ (piles[i] - take)
                piles[i] -= take
                left -= take
            mine = not mine


main()
