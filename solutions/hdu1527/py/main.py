# HDU 1527 (Wythoff's game) in Python 3: with a <= b and k = b - a, the player to move loses exactly when a = floor(k*phi).
# floor(k*phi) = floor((k + k*sqrt(5)) / 2) = (k + isqrt(5*k*k)) // 2: integers only, so no float can round wrong
# (floor((n + x) / 2) = floor((n + floor(x)) / 2) for an integer n). Streams stdin in 64 KiB chunks, so memory stays
# flat however many lines come; a number cut by a chunk's end waits for the next one.
import sys
from math import isqrt


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
        out = []
        for token in data.split():
            y = int(token)
            if first < 0:
                first = y
                continue
            a, b = (first, y) if first < y else (y, first)
            k = b - a
            out.append(b"0" if (k + isqrt(5 * k * k)) // 2 == a else b"1")
            first = -1
        if out:
            out.append(b"")
            write(b"\n".join(out))
        if not chunk:
            break


main()
