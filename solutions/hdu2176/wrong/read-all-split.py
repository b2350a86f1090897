# expect: MLE (right moves, but the whole input read at once with sys.stdin.buffer.read().split(): a list of up to 8×10^5 byte strings, about 60 MiB above PyPy's baseline on the largest inputs, where 32 MiB is the limit)
import sys
data = sys.stdin.buffer.read().split()
i = 0
while True:
    m = int(data[i]); i += 1
    if m == 0:
        break
    a = [int(t) for t in data[i:i + m]]; i += m
    x = 0
    for v in a:
        x ^= v
    if x == 0:
        print("No")
        continue
    print("Yes")
    for v in a:
        if v ^ x < v:
            print(v, v ^ x)
