// expect: RE (right moves, each block written through a fast-output array of 1 << 22 bytes, "200,000 lines of about 20 bytes", emptied after the block: a block of 200,000 winning piles whose sizes and targets both have ten digits needs 4.4 MB, and the index runs past the array's end)
import java.io.*;

public class Main {
    static final byte[] in = new byte[1 << 16];
    static int inLen = 0, inPos = 0;
    static final byte[] out = new byte[1 << 22];
    static int outPos = 0;

    static int readByte() throws IOException {
        if (inPos == inLen) {
            inLen = System.in.read(in, 0, in.length);
            inPos = 0;
            if (inLen <= 0) return -1;
        }
        return in[inPos++];
    }

    static int nextInt() throws IOException {
        int c = readByte();
        while (c != -1 && (c < '0' || c > '9')) c = readByte();
        if (c == -1) return -1;
        int v = 0;
        while (c >= '0' && c <= '9') {
            v = v * 10 + (c - '0');
            c = readByte();
        }
        return v;
    }

    static void write(String s) {
        for (int i = 0; i < s.length(); i++) out[outPos++] = (byte) s.charAt(i);
    }

    static void writeInt(int v) {
        if (v == 0) {
            out[outPos++] = '0';
            return;
        }
        int start = outPos;
        while (v > 0) {
            out[outPos++] = (byte) ('0' + v % 10);
            v /= 10;
        }
        for (int i = start, j = outPos - 1; i < j; i++, j--) {
            byte t = out[i];
            out[i] = out[j];
            out[j] = t;
        }
    }

    public static void main(String[] args) throws IOException {
        int[] a = new int[200000];
        for (;;) {
            int m = nextInt();
            if (m <= 0) break;
            int x = 0;
            for (int i = 0; i < m; i++) {
                a[i] = nextInt();
                x ^= a[i];
            }
            if (x == 0) {
                write("No\n");
                continue;
            }
            write("Yes\n");
            for (int i = 0; i < m; i++) {
                if ((a[i] ^ x) < a[i]) {
                    writeInt(a[i]);
                    out[outPos++] = ' ';
                    writeInt(a[i] ^ x);
                    out[outPos++] = '\n';
                }
            }
            System.out.write(out, 0, outPos);
            outPos = 0;
        }
        System.out.write(out, 0, outPos);
        System.out.flush();
    }
}
