// expect: WA (keeps the Fibonacci numbers in a List<Integer> and compares them with == to an Integer read: == compares references, equal only inside the cache of -128..127, so 144 and every larger Fibonacci heap are called wins)
import java.io.*;
import java.util.*;
class Main {
  public static void main(String[] args) throws IOException {
    List<Integer> fibs = new ArrayList<>();
    long a = 1, b = 2;
    while (b < (1L << 31)) { fibs.add((int) b); long c = a + b; a = b; b = c; }
    BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    StringBuilder sb = new StringBuilder();
    String line;
    while ((line = br.readLine()) != null) {
      line = line.trim();
      if (line.isEmpty()) continue;
      Integer n = Integer.valueOf(line);
      if (n == 0) break;
      boolean lose = false;
      for (Integer f : fibs) if (f == n) lose = true;
      sb.append(lose ? "Second win" : "First win").append('\n');
      if (sb.length() > 1 << 16) { System.out.print(sb); sb.setLength(0); }
    }
    System.out.print(sb);
    System.out.flush();
  }
}
