// expect: TLE (exact answers, but java.util.Scanner reads 2×10^6 numbers and System.out.println writes 10^6 lines: seconds of CPU on the largest inputs)
import java.util.*;
class Main {
  public static void main(String[] args) {
    Scanner sc = new Scanner(System.in);
    while (sc.hasNextLong()) {
      long a = sc.nextLong(), b = sc.nextLong();
      if (a > b) { long t = a; a = b; b = t; }
      long k = b - a;
      long s = (long) Math.sqrt((double) (5 * k * k));
      while (s * s > 5 * k * k) s--;
      while ((s + 1) * (s + 1) <= 5 * k * k) s++;
      System.out.println((k + s) / 2 == a ? 0 : 1);
    }
  }
}
