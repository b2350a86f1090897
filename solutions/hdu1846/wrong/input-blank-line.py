# expect: RE (reads each game with n, m = map(int, input().split()): a blank line between games gives nothing to unpack, a ValueError)
c = int(input())
for _ in range(c):
    n, m = map(int, input().split())
    print("first" if n % (m + 1) else "second")
