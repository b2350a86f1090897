# expect: MLE or TLE (exact answers with math.isqrt, but the whole input read at once and split into a list of 2x10^6 byte strings plus a list of ints: far over 64 MiB on the 10^6-line files)
import sys
from math import isqrt

nums = list(map(int, sys.stdin.buffer.read().split()))
res = []
for i in range(0, len(nums) - 1, 2):
    a, b = nums[i], nums[i + 1]
    if a > b:
        a, b = b, a
    k = b - a
    res.append("0" if (k + isqrt(5 * k * k)) // 2 == a else "1")
print("\n".join(res))
