// expect: TLE (right moves, but java.util.Scanner reads the 600,000 piles and System.out.println writes every line: seconds of CPU on the largest inputs)
import java.util.*;
class Main {
  public static void main(String[] args) {
    Scanner sc = new Scanner(System.in);
    while (sc.hasNextInt()) {
      int m = sc.nextInt();
      if (m == 0) break;
      int[] a = new int[m];
      int x = 0;
      for (int i = 0; i < m; i++) { a[i] = sc.nextInt(); x ^= a[i]; }
      if (x == 0) { System.out.println("No"); continue; }
      System.out.println("Yes");
      for (int i = 0; i < m; i++) if ((a[i] ^ x) < a[i]) System.out.println(a[i] + " " + (a[i] ^ x));
    }
  }
}
