// expect: WA (sorts the piles with the C idiom a ^= b ^= a ^= b, which in Java keeps a's old value for the outer xor: a becomes 0 and b the old a, so a line with the larger pile first is judged as (0, a), always a win)
import java.io.*;
import java.util.*;

class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    StringBuilder out = new StringBuilder();
    double phi = (1 + Math.sqrt(5)) / 2;
    String line;
    while ((line = in.readLine()) != null) {
      StringTokenizer st = new StringTokenizer(line);
      if (!st.hasMoreTokens()) continue;
      long a = Long.parseLong(st.nextToken()), b = Long.parseLong(st.nextToken());
      if (a > b) a ^= b ^= a ^= b;
      long k = b - a;
      long s = (long) Math.sqrt((double) (5 * k * k));
      while (s * s > 5 * k * k) s--;
      while ((s + 1) * (s + 1) <= 5 * k * k) s++;
      out.append((k + s) / 2 == a ? "0\n" : "1\n");
      if (out.length() > 1 << 16) { System.out.print(out); out.setLength(0); }
    }
    System.out.print(out);
    System.out.flush();
  }
}
