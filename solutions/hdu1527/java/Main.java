// HDU 1527 (Wythoff's game) in Java: with a <= b and k = b - a, the player to move loses exactly when a = floor(k*phi).
// floor(k*phi) = (k + isqrt(5*k*k)) / 2 in exact long arithmetic (5k^2 <= 5*10^18 fits a long): the double square root
// is only a guess, corrected until s*s <= 5k^2 < (s+1)^2. Reads stdin through a 64 KiB byte buffer and writes
// through another, so memory stays flat however many lines come.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

public class Main {
    private static final InputStream IN = new DataInputStream(System.in);
    private static final byte[] INPUT = new byte[1 << 16];
    private static int length = 0;
    private static int at = 0;

    private static int next() throws IOException {
        if (length < 0) return -1; // the end of the input stays the end
        if (at == length) {
            length = IN.read(INPUT, 0, INPUT.length);
            at = 0;
            if (length <= 0) return -1;
        }
        return INPUT[at++];
    }

    /** The next non-negative number, or -1 at the end of the input. */
    private static long readNumber() throws IOException {
        int c = next();
        while (c != -1 && (c < '0' || c > '9')) c = next();
        if (c == -1) return -1;
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = next();
        }
        return value;
    }

    static long lowerWythoff(long k) {
        long square = 5 * k * k;
        long s = (long) Math.sqrt((double) square);
        while (s * s > square) s--;
        while ((s + 1) * (s + 1) <= square) s++;
        return (k + s) / 2;
    }

    public static void main(String[] args) throws IOException {
        OutputStream out = System.out;
        byte[] output = new byte[1 << 16];
        int written = 0;
        for (;;) {
            long x = readNumber();
            if (x < 0) break;
            long y = readNumber();
            if (y < 0) break; // a lone number at the end (no second pile) is ignored
            long a = Math.min(x, y);
            long b = Math.max(x, y);
            output[written++] = (byte) (lowerWythoff(b - a) == a ? '0' : '1');
            output[written++] = '\n';
            if (written > output.length - 2) {
                out.write(output, 0, written);
                written = 0;
            }
        }
        out.write(output, 0, written);
        out.flush();
    }
}
