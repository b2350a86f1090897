// expect: WA (counts the piles by size in a LinkedHashMap to test each size once, then prints each winning size's line as many times as it occurs: equal piles come out together at the first one's place, not in the order the piles are given)
import java.io.*;
import java.util.*;

class Main {
  public static void main(String[] args) throws IOException {
    StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));
    while (in.nextToken() != StreamTokenizer.TT_EOF) {
      int m = (int) in.nval;
      if (m == 0) break;
      Map<Integer, Integer> count = new LinkedHashMap<>();
      int x = 0;
      for (int i = 0; i < m; i++) {
        in.nextToken();
        int a = (int) in.nval;
        x ^= a;
        count.merge(a, 1, Integer::sum);
      }
      if (x == 0) {
        out.println("No");
        continue;
      }
      out.println("Yes");
      for (Map.Entry<Integer, Integer> e : count.entrySet()) {
        int a = e.getKey();
        if ((a ^ x) < a) for (int k = 0; k < e.getValue(); k++) out.println(a + " " + (a ^ x));
      }
    }
    out.flush();
  }
}
