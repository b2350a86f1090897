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

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      StringTokenizer st = new StringTokenizer(line);
      long x = Long.parseLong(st.nextToken()), y = Long.parseLong(st.nextToken());
      long a = Math.min(x, y), b = Math.max(x, y);
      out.println(lower(b - a) == a ? "0" : "1");
    }
    out.flush();
  }
}
