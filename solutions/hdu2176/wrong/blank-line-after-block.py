# expect: PE (right answers, but a blank line is printed after each block to keep the blocks apart: a blank line between output lines is a presentation error under HDU's rules)
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
        for p in piles:
            x ^= p
        if x == 0:
            out.append("No")
        else:
            out.append("Yes")
            for p in piles:
                if p ^ x < p:
                    out.append("%d %d" % (p, p ^ x))
        out.append("")
    sys.stdout.write("\n".join(out) + "\n")


main()
