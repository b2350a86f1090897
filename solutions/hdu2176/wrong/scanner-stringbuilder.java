// expect: MLE or TLE (right moves, but java.util.Scanner reads the up to 600,000 sizes, slow, and the whole output is gathered in one StringBuilder, 12.6 MB of text in UTF-16 on the largest input, before one print)
import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        StringBuilder out = new StringBuilder();
        while (in.hasNextInt()) {
            int m = in.nextInt();
            if (m == 0) break;
            int[] piles = new int[m];
            int x = 0;
            for (int i = 0; i < m; i++) { piles[i] = in.nextInt(); x ^= piles[i]; }
            if (x == 0) { out.append("No\n"); continue; }
            out.append("Yes\n");
            for (int p : piles) if ((p ^ x) < p) out.append(p).append(' ').append(p ^ x).append('\n');
        }
        System.out.print(out);
    }
}
