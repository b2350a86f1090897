// expect: WA (keeps the Fibonacci numbers in a HashSet<Long> and asks contains(n) with an int n: the int is boxed to an Integer, which never equals a Long, so every heap is called a win)
import java.io.*;
import java.util.*;

class Main {
  public static void main(String[] args) throws IOException {
    Set<Long> fib = new HashSet<>();
    for (long a = 1, b = 2; b < (1L << 31); ) {
      fib.add(b);
      long t = a + b;
      a = b;
      b = t;
    }
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));
    StreamTokenizer st = new StreamTokenizer(new BufferedReader(new InputStreamReader(in)));
    while (st.nextToken() != StreamTokenizer.TT_EOF) {
      int n = (int) st.nval;
      if (n == 0) break;
      out.println(fib.contains(n) ? "Second win" : "First win");
    }
    out.flush();
  }
}
