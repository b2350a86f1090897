// expect: TLE (right moves, but java.util.Scanner reads every number and System.out.println writes every line: up to 2x10^6 numbers in and 3x10^6 lines out, each println a flush)
import java.util.Scanner;

public class Main {
    static long lower(long k) {
        long sq = 5 * k * k, s = (long) Math.sqrt((double) sq);
        while (s * s > sq) s--;
        while ((s + 1) * (s + 1) <= sq) s++;
        return (k + s) / 2;
    }

    static long partner(long v) {
        if (v == 0) return 0;
        long next = lower(v + 1), j = next - (v + 1);
        if (lower(j) == v) return v + j;
        return v - (2 * (v + 1) - next - 1);
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        while (in.hasNextLong()) {
            long a = in.nextLong(), b = in.nextLong();
            if (a == 0 && b == 0) break;
            long d = b - a, low = lower(d);
            if (low == a) { System.out.println(0); continue; }
            System.out.println(1);
            if (low < a) System.out.println(low + " " + (low + d));
            long pb = partner(b), pa = partner(a);
            long[][] moves = new long[2][];
            int count = 0;
            if (pb < a) moves[count++] = new long[] {pb, b};
            if (pa < b && a != b) moves[count++] = new long[] {Math.min(a, pa), Math.max(a, pa)};
            if (count == 2 && moves[1][0] < moves[0][0]) { long[] t = moves[0]; moves[0] = moves[1]; moves[1] = t; }
            for (int i = 0; i < count; i++) System.out.println(moves[i][0] + " " + moves[i][1]);
        }
    }
}
