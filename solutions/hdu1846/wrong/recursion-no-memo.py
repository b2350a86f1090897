# expect: MLE or TLE (plays the game out by plain recursion, win(n) = some take k leaves a lost count, with no memo: exponential in n / m; under PyPy the deep, branching recursion runs out of memory on most files, else out of time)
import sys


def win(n, m):
    for k in range(1, min(m, n) + 1):
        if not win(n - k, m):
            return True
    return False


def main():
    data = sys.stdin.read().split()
    c = int(data[0])
    out = []
    for i in range(c):
        n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        out.append("first" if win(n, m) else "second")
    print("\n".join(out))


main()
