// expect: TLE (the exact strategy with a corrected integer square root, but isqrt returns an int: for a difference k above about 9.6·10^8, √(5k²) passes 2^31 − 1, the cast saturates at Integer.MAX_VALUE, and the upward correction (s + 1)² ≤ 5k² then wraps s round the ints for ever)
import java.io.*;
import java.util.*;

public class Main {
    static int isqrt(long n) {
        int s = (int) Math.sqrt((double) n);
        while ((long) s * s > n) s--;
        while ((long) (s + 1) * (s + 1) <= n) s++;
        return s;
    }

    static long lower(long k) {
        return (k + isqrt(5 * k * k)) / 2;
    }

    // The winning move from (a, b) as the piles after it, in the same order; null from a losing position.
    static long[] winningMove(long a, long b) {
        boolean swapped = a > b;
        long x = swapped ? b : a, y = swapped ? a : b;
        long k = y - x;
        long low = lower(k);
        if (x == low) return null;
        long c, d;
        if (x > low) {
            c = low;
            d = low + k;
        } else {
            long f = lower(x + 1);
            long j = f - (x + 1);
            c = x;
            d = lower(j) == x ? x + j : x - (2 * (x + 1) - f - 1);
        }
        return swapped ? new long[] {d, c} : new long[] {c, d};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintStream out = System.out;
        int games = Integer.parseInt(in.readLine().trim());
        for (int g = 0; g < games; g++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long a = Long.parseLong(st.nextToken()), b = Long.parseLong(st.nextToken());
            boolean mine = winningMove(a, b) != null;
            out.println(mine ? "first" : "second");
            out.flush();
            while (a + b > 0) {
                if (mine) {
                    long[] m = winningMove(a, b);
                    a = m[0];
                    b = m[1];
                    out.println(a + " " + b);
                    out.flush();
                } else {
                    st = new StringTokenizer(in.readLine());
                    a = Long.parseLong(st.nextToken());
                    b = Long.parseLong(st.nextToken());
                }
                mine = !mine;
            }
        }
    }
}
