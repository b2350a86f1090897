# expect: WA (takes the xor over set(piles), as if equal piles were one pile: two piles of the same size cancel in the real xor, but the set keeps one of them, so the side and the moves are wrong wherever a size repeats)
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    out = []
    while pos < len(data):
        m = int(data[pos])
        pos += 1
        if m == 0:
            break
        piles = [int(t) for t in data[pos:pos + m]]
        pos += m
        x = 0
        for p in set(piles):
            x ^= p
        if x == 0:
            out.append("No")
            continue
        out.append("Yes")
        for p in piles:
            if p ^ x < p:
                out.append(f"{p} {p ^ x}")
    sys.stdout.write("\n".join(out) + "\n")


main()
