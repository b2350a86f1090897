// expect: WA (isqrt(5k^2) as (long) Math.sqrt(5.0 * k * k), corrected only upward while (s + 1)^2 <= 5k^2: past 2^53 the double 5k^2 can round up onto the next square, so the root is one too high and never brought down; at even-index Fibonacci k (102334155, ...) floor(k*phi) comes out one high)
import java.io.*;
import java.util.*;

public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    StringBuilder out = new StringBuilder();
    String line;
    while ((line = in.readLine()) != null) {
      StringTokenizer st = new StringTokenizer(line);
      if (!st.hasMoreTokens()) continue;
      long a = Long.parseLong(st.nextToken());
      long b = Long.parseLong(st.nextToken());
      if (a > b) { long t = a; a = b; b = t; }
      long k = b - a;
      long s = (long) Math.sqrt(5.0 * k * k);
      while ((s + 1) * (s + 1) <= 5 * k * k) s++;
      long low = (k + s) / 2;
      out.append(low == a ? "0\n" : "1\n");
    }
    System.out.print(out);
  }
}
