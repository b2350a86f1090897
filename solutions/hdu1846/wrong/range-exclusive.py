# expect: WA (a win/lose table by brute force, but the takes are tried as range(1, m), which stops before m: it plays the game where at most m - 1 stones may be taken)
import sys


def main():
    data = sys.stdin.read().split()
    c = int(data[0])
    out = []
    for g in range(c):
        n, m = int(data[1 + 2 * g]), int(data[2 + 2 * g])
        win = [False] * (n + 1)
        for i in range(1, n + 1):
            win[i] = any(not win[i - k] for k in range(1, m) if k <= i)
        out.append("first" if win[n] else "second")
    print("\n".join(out))


main()
