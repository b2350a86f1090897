// expect: TLE (right answers, but java.util.Scanner's nextInt and System.out.println per heap: 2×10^6 of each on the largest inputs)
import java.util.*;
class Main {
  public static void main(String[] args) {
    HashSet<Long> fibs = new HashSet<>();
    long a = 1, b = 2;
    while (b < (1L << 31)) { fibs.add(b); long c = a + b; a = b; b = c; }
    Scanner sc = new Scanner(System.in);
    while (sc.hasNextLong()) {
      long n = sc.nextLong();
      if (n == 0) break;
      System.out.println(fibs.contains(n) ? "Second win" : "First win");
    }
  }
}
