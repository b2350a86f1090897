// expect: ILE (the right strategy in long, but written through the usual fast-output PrintWriter over a BufferedOutputStream, flushed only at the end: the side and the moves stay in the buffer while the interactor waits for them, and both sides wait)
import java.io.*;
import java.util.*;

public class Main {
  static long[] fib = new long[100];
  static int count;

  static long winningTake(long m, long limit) {
    if (limit >= m) return m;
    long[] terms = new long[100];
    int t = 0;
    long rest = m;
    for (int i = count - 1; i >= 0 && rest > 0; i--) if (fib[i] <= rest) { terms[t++] = fib[i]; rest -= fib[i]; }
    long sum = 0, best = 0;
    for (int k = t - 1; k >= 0; k--) {
      sum += terms[k];
      if (sum > limit) break;
      if (k == 0 || terms[k - 1] > 2 * sum) best = sum;
    }
    return best;
  }

  public static void main(String[] args) throws IOException {
    fib[0] = 1; fib[1] = 2; count = 2;
    while (fib[count - 1] <= 2_000_000_000_000_000_000L) { fib[count] = fib[count - 1] + fib[count - 2]; count++; }
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    PrintWriter out = new PrintWriter(new BufferedOutputStream(System.out));
    int games = Integer.parseInt(in.readLine().trim());
    for (int g = 0; g < games; g++) {
      long n = Long.parseLong(in.readLine().trim());
      boolean mine = winningTake(n, n - 1) > 0;
      out.println(mine ? "first" : "second");
      long left = n, limit = n - 1;
      while (left > 0) {
        long take;
        if (mine) { take = winningTake(left, limit); out.println(take); }
        else take = Long.parseLong(in.readLine().trim());
        left -= take;
        limit = 2 * take;
        mine = !mine;
      }
    }
    out.flush();
  }
}
