# HDU 1527 (Wythoff's game) in Python 3: with a <= b and k = b - a, the player to move loses exactly when a = floor(k*phi).
# floor(k*phi) = floor((k + k*sqrt(5)) / 2) = (k + isqrt(5*k*k)) // 2: integers only, so no float can round wrong
# (floor((n + x) / 2) = floor((n + floor(x)) / 2) for an integer n). Streams stdin in 64 KiB chunks, so memory stays
# flat however many lines come; a number cut by a chunk's end waits for the next one.
import sys


def main():
    read = sys.stdin.buffer.read
    write = sys.stdout.buffer.write
    first = -1
    tail = b""
    while True:
        chunk = read(1 << 16)
        data = tail + chunk
        if chunk:
            # The last token may go on in the next chunk unless whitespace ends this one.
            cut = len(data)
            while cut > 0 and data[cut - 1] in b"0123456789":
                cut -= 1
            tail = data[cut:]
            data = data[:cut]
        else:
            tail = b""
        nums = list(map(int, data.split()))
        if first >= 0:
            nums.insert(0, first)
        first = nums.pop() if len(nums) % 2 else -1
        out = []
        append = out.append
        for i in range(0, len(nums), 2):
            x = nums[i]
            y = nums[i + 1]
            a, b = (x, y) if x < y else (y, x)
            k = b - a
            # isqrt(5k²) from a double's guess, corrected exactly (5k² < 2^63 for k <= 10^9: machine integers in PyPy).
            t = 5 * k * k
            s = int(k * 2.2360679774997896)
            while s * s > t:
                s -= 1
            while (s + 1) * (s + 1) <= t:
                s += 1
            append(b"0" if (k + s) // 2 == a else b"1")
        if out:
            out.append(b"")
            write(b"\n".join(out))
        if not chunk:
            break


main()
