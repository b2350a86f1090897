// expect: RE (reads C with nextInt, then each game with nextLine().split(" "): the first nextLine returns the rest of C's line, "", and Integer.parseInt("") throws)
import java.util.*;
class Main {
  public static void main(String[] args) {
    Scanner sc = new Scanner(System.in);
    int c = sc.nextInt();
    for (int i = 0; i < c; i++) {
      String[] p = sc.nextLine().split(" ");
      int n = Integer.parseInt(p[0]), m = Integer.parseInt(p[1]);
      System.out.println(n % (m + 1) != 0 ? "first" : "second");
    }
  }
}
