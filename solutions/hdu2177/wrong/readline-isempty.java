// expect: RE (reads line by line with BufferedReader, skips a blank line by line.isEmpty() and splits the rest with a StringTokenizer: a line of only spaces or tabs is not empty, has no token, and nextToken throws NoSuchElementException)
import java.io.*;
import java.util.*;

class Main {
  static long lower(long k) {
    long sq = 5 * k * k, s = (long) Math.sqrt((double) sq);
    while (s * s > sq) s--;
    while ((s + 1) * (s + 1) <= sq) s++;
    return (k + s) / 2;
  }

  static long partner(long v) {
    if (v == 0) return 0;
    long next = lower(v + 1), j = next - (v + 1);
    if (lower(j) == v) return v + j;
    return v - (2 * (v + 1) - next - 1);
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      StringTokenizer st = new StringTokenizer(line);
      long a = Long.parseLong(st.nextToken()), b = Long.parseLong(st.nextToken());
      if (a == 0 && b == 0) break;
      long d = b - a, low = lower(d);
      if (low == a) {
        out.print("0\n");
        continue;
      }
      out.print("1\n");
      if (low < a) out.print(low + " " + (low + d) + "\n");
      long pb = partner(b), pa = partner(a);
      long[][] moves = new long[2][];
      int count = 0;
      if (pb < a) moves[count++] = new long[] {pb, b};
      if (pa < b && a != b) moves[count++] = new long[] {Math.min(a, pa), Math.max(a, pa)};
      if (count == 2 && moves[1][0] < moves[0][0]) {
        long[] t = moves[0];
        moves[0] = moves[1];
        moves[1] = t;
      }
      for (int i = 0; i < count; i++) out.print(moves[i][0] + " " + moves[i][1] + "\n");
    }
    out.flush();
  }
}
