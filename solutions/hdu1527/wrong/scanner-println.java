// expect: TLE (exact ⌊kφ⌋ with an integer square root, but java.util.Scanner reads each of up to 2×10^6 numbers and System.out.println flushes each answer)
import java.util.Scanner;

public class Main {
    static long lower(long k) {
        long sq = 5 * k * k, s = (long) Math.sqrt((double) sq);
        while (s * s > sq) s--;
        while ((s + 1) * (s + 1) <= sq) s++;
        return (k + s) / 2;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        while (in.hasNextLong()) {
            long a = in.nextLong(), b = in.nextLong();
            if (a > b) { long t = a; a = b; b = t; }
            System.out.println(lower(b - a) == a ? 0 : 1);
        }
    }
}
