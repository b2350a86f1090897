// expect: TLE (the right Fibonacci test, but java.util.Scanner reads each of up to 2×10^6 numbers and System.out.println flushes each answer: far over the limit on the largest files)
import java.util.*;

public class Main {
  public static void main(String[] args) {
    Set<Long> fib = new HashSet<>();
    long a = 1, b = 2;
    while (b < (1L << 32)) { fib.add(b); long c = a + b; a = b; b = c; }
    Scanner in = new Scanner(System.in);
    while (in.hasNextLong()) {
      long n = in.nextLong();
      if (n == 0) break;
      System.out.println(fib.contains(n) ? "Second win" : "First win");
    }
  }
}
