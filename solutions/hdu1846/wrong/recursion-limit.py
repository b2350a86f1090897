# expect: RE (decides each game by a memoised recursion on the stones left, win(n) = some take reaches a lost count: its depth is n, and past Python's recursion limit of 1000 it raises RecursionError)
import sys
from functools import lru_cache
def solve(n, m):
    @lru_cache(maxsize=None)
    def win(s):
        if s == 0:
            return False
        return any(not win(s - k) for k in range(1, min(m, s) + 1))
    return win(n)
data = sys.stdin.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("first" if solve(n, m) else "second")
print("\n".join(out))
