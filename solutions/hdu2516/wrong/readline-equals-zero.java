// expect: WA (reads line by line and stops at the line that equals "0", skipping blank ones: a closing line with a space or tab beside its 0 is not "0", so the 0 is answered as a heap, First win, one line too many)
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
    while ((line = in.readLine()) != null && !line.equals("0")) {
      line = line.trim();
      if (line.isEmpty()) continue;
      int n = Integer.parseInt(line);
      out.println(fib.contains(n) ? "Second win" : "First win");
    }
    out.flush();
  }
}
