// expect: RE (reads every block first, the piles into one int[600000] and where each block starts into an int[200001], taking m ≤ 200,000 for a bound on the number of blocks: an input of more than 200,000 blocks, one or two piles each, runs past that array's end)
import java.io.*;

public class Main {
    static final byte[] buf = new byte[1 << 16];
    static int len = 0, pos = 0;

    static int read() throws IOException {
        if (pos == len) {
            len = System.in.read(buf, 0, buf.length);
            pos = 0;
            if (len <= 0) return -1;
        }
        return buf[pos++];
    }

    static int nextInt() throws IOException {
        int c = read();
        while (c != -1 && (c < '0' || c > '9')) c = read();
        if (c == -1) return -1;
        int v = 0;
        while (c >= '0' && c <= '9') {
            v = v * 10 + (c - '0');
            c = read();
        }
        return v;
    }

    public static void main(String[] args) throws IOException {
        int[] piles = new int[600000];
        int[] start = new int[200001];
        int blocks = 0, total = 0;
        for (;;) {
            int m = nextInt();
            if (m <= 0) break;
            start[blocks++] = total;
            for (int i = 0; i < m; i++) piles[total++] = nextInt();
        }
        start[blocks] = total;
        StringBuilder sb = new StringBuilder();
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));
        for (int b = 0; b < blocks; b++) {
            int x = 0;
            for (int i = start[b]; i < start[b + 1]; i++) x ^= piles[i];
            if (x == 0) {
                sb.append("No\n");
            } else {
                sb.append("Yes\n");
                for (int i = start[b]; i < start[b + 1]; i++)
                    if ((piles[i] ^ x) < piles[i]) sb.append(piles[i]).append(' ').append(piles[i] ^ x).append('\n');
            }
            if (sb.length() > 1 << 15) {
                out.print(sb);
                sb.setLength(0);
            }
        }
        out.print(sb);
        out.flush();
    }
}
