// expect: WA (plays the Zeckendorf strategy in exact longs, but picks its side by looking (double) n up among the Fibonacci numbers summed in doubles: past 2^53 a Fibonacci number's neighbour rounds onto it, so a heap one stone off a Fibonacci number near 10^18 is taken for one and the losing side is chosen)
import java.io.*;
import java.util.*;

public class Main {
  static long[] fib = new long[100];
  static int count;

  static long take(long m, long limit) {
    ArrayList<Long> t = new ArrayList<>();
    for (int i = count - 1; i >= 0; i--) if (fib[i] <= m) { t.add(fib[i]); m -= fib[i]; }
    Collections.reverse(t);
    long total = 0, best = 0;
    for (int k = 0; k < t.size(); k++) {
      total += t.get(k);
      if (total > limit) break;
      if (k + 1 == t.size() || t.get(k + 1) > 2 * total) best = total;
    }
    return best;
  }

  public static void main(String[] args) throws IOException {
    fib[0] = 1; fib[1] = 2; count = 2;
    while (fib[count - 1] <= 1_000_000_000_000_000_000L) { fib[count] = fib[count - 1] + fib[count - 2]; count++; }
    HashSet<Double> fibD = new HashSet<>();
    double a = 1, b = 2;
    while (b <= 2e18) { fibD.add(b); double c = a + b; a = b; b = c; }
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    PrintStream out = System.out;
    int games = Integer.parseInt(in.readLine().trim());
    for (int g = 0; g < games; g++) {
      long n = Long.parseLong(in.readLine().trim());
      boolean mine = !fibD.contains((double) n);
      out.println(mine ? "first" : "second");
      out.flush();
      long left = n, limit = n - 1;
      while (left > 0) {
        long x;
        if (mine) { x = take(left, limit); out.println(x); out.flush(); }
        else x = Long.parseLong(in.readLine().trim());
        left -= x;
        limit = 2 * x;
        mine = !mine;
      }
    }
  }
}
