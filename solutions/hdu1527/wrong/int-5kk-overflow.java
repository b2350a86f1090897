// expect: WA (⌊kφ⌋ as (int) ((k + Math.sqrt(5 * k * k)) / 2) with k an int: 5 * k * k overflows int from k = 20725 on, and the square root of a wrapped or negative number is garbage or NaN)
import java.io.*;
import java.util.*;
class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    StringBuilder sb = new StringBuilder();
    String line;
    while ((line = br.readLine()) != null) {
      StringTokenizer st = new StringTokenizer(line);
      if (!st.hasMoreTokens()) continue;
      int a = Integer.parseInt(st.nextToken()), b = Integer.parseInt(st.nextToken());
      if (a > b) { int t = a; a = b; b = t; }
      int k = b - a;
      int t = (int) ((k + Math.sqrt(5 * k * k)) / 2);
      sb.append(t == a ? 0 : 1).append('\n');
      if (sb.length() > 1 << 16) { System.out.print(sb); sb.setLength(0); }
    }
    System.out.print(sb);
    System.out.flush();
  }
}
