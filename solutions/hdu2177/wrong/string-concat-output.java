// expect: TLE (right moves, but the whole output is built with String out += ...: each append copies everything so far, quadratic in the output, which passes 40 MB on the largest files)
import java.io.*;
import java.util.*;

public class Main {
  static long lower(long k) {
    long s = (long) Math.sqrt(5.0 * k * k);
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
    StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
    String out = "";
    while (in.nextToken() != StreamTokenizer.TT_EOF) {
      long a = (long) in.nval;
      in.nextToken();
      long b = (long) in.nval;
      if (a == 0 && b == 0) break;
      long d = b - a;
      long ad = lower(d);
      if (ad == a) { out += "0\n"; continue; }
      out += "1\n";
      if (ad < a) out += ad + " " + (ad + d) + "\n";
      long pb = partner(b), pa = partner(a);
      List<long[]> one = new ArrayList<>();
      if (pb < a) one.add(new long[] {pb, b});
      if (pa < b && a != b) one.add(new long[] {Math.min(a, pa), Math.max(a, pa)});
      one.sort((x, y) -> Long.compare(x[0], y[0]));
      for (long[] m : one) out += m[0] + " " + m[1] + "\n";
    }
    System.out.print(out);
  }
}
