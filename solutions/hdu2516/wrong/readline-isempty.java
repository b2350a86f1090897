// expect: RE (reads line by line with BufferedReader, skips a blank line by line.isEmpty() and parses the rest with Integer.parseInt(line.trim()): a line of only spaces or tabs is not empty, trims to "", and parseInt throws NumberFormatException)
import java.io.*;
import java.util.*;

class Main {
  public static void main(String[] args) throws IOException {
    HashSet<Integer> fib = new HashSet<>();
    for (long a = 1, b = 2; b < (1L << 31); ) {
      fib.add((int) b);
      long t = a + b;
      a = b;
      b = t;
    }
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      int n = Integer.parseInt(line.trim());
      if (n == 0) break;
      out.println(fib.contains(n) ? "Second win" : "First win");
    }
    out.flush();
  }
}
