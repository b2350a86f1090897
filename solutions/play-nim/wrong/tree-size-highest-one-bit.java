// expect: RE (a tree of ORs over the piles whose size is taken as Integer.highestOneBit(n), the power of two at or below n where one at or above is needed: for n not a power of two the leaves of the last piles lie past the array's end, an ArrayIndexOutOfBoundsException)
import java.io.*;
import java.util.*;

public class Main {
    static int size;
    static long[] tree;

    static void set(int i, long v) {
        int j = size + i;
        tree[j] = v;
        for (j >>= 1; j > 0; j >>= 1) tree[j] = tree[2 * j] | tree[2 * j + 1];
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        PrintStream out = System.out;
        int games = (int) next(in);
        for (int g = 0; g < games; g++) {
            int n = (int) next(in);
            long[] p = new long[n];
            long x = 0, left = 0;
            for (int i = 0; i < n; i++) {
                p[i] = next(in);
                x ^= p[i];
                left += p[i];
            }
            size = Integer.highestOneBit(n);
            tree = new long[2 * size];
            for (int i = 0; i < n; i++) tree[size + i] = p[i];
            for (int i = size - 1; i > 0; i--) tree[i] = tree[2 * i] | tree[2 * i + 1];
            boolean mine = x != 0;
            out.println(mine ? "first" : "second");
            out.flush();
            while (left > 0) {
                if (mine) {
                    long bit = Long.highestOneBit(x);
                    int i = 1;
                    while (i < size) i = (tree[2 * i] & bit) != 0 ? 2 * i : 2 * i + 1;
                    i -= size;
                    long to = p[i] ^ x;
                    out.println((i + 1) + " " + (p[i] - to));
                    out.flush();
                    left -= p[i] - to;
                    x = 0;
                    p[i] = to;
                    set(i, to);
                } else {
                    int i = (int) next(in);
                    long take = next(in);
                    if (i == 0) break;
                    i--;
                    x ^= p[i] ^ (p[i] - take);
                    left -= take;
                    p[i] -= take;
                    set(i, p[i]);
                }
                mine = !mine;
            }
        }
    }

    static long next(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != -1 && (c < '0' || c > '9')) c = in.read();
        long v = 0;
        while (c >= '0' && c <= '9') {
            v = v * 10 + (c - '0');
            c = in.read();
        }
        return v;
    }
}
