// expect: TLE (right moves, read with a BufferedReader, but every output line through System.out.println: over 3×10^6 lines on the largest input, each flushed as a write of its own)
import java.io.*;
import java.util.*;
class Main {
  static long lower(long k) {
    long s = (long) Math.sqrt((double) (5 * k * k));
    while (s * s > 5 * k * k) s--;
    while ((s + 1) * (s + 1) <= 5 * k * k) s++;
    return (k + s) / 2;
  }
  static long partner(long v) {
    if (v == 0) return 0;
    long f = lower(v + 1);
    long j = f - (v + 1);
    if (lower(j) == v) return v + j;
    long i = 2 * (v + 1) - f - 1;
    return v - i;
  }
  public static void main(String[] args) throws IOException {
    BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    String line;
    while ((line = br.readLine()) != null) {
      StringTokenizer st = new StringTokenizer(line);
      if (!st.hasMoreTokens()) continue;
      long a = Long.parseLong(st.nextToken()), b = Long.parseLong(st.nextToken());
      if (a == 0 && b == 0) break;
      long d = b - a, ld = lower(d);
      if (ld == a) { System.out.println(0); continue; }
      System.out.println(1);
      if (ld < a) System.out.println(ld + " " + (ld + d));
      long pb = partner(b), pa = partner(a);
      long x1 = -1, y1 = 0, x2 = -1, y2 = 0;
      if (pb < a) { x1 = pb; y1 = b; }
      if (pa < b) { x2 = Math.min(a, pa); y2 = Math.max(a, pa); }
      if (x1 >= 0 && x2 >= 0 && x1 == x2 && y1 == y2) x2 = -1;
      if (x1 >= 0 && x2 >= 0 && x2 < x1) { long t = x1; x1 = x2; x2 = t; t = y1; y1 = y2; y2 = t; }
      if (x1 >= 0) System.out.println(x1 + " " + y1);
      if (x2 >= 0) System.out.println(x2 + " " + y2);
    }
  }
}
