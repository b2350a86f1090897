// expect: WA (φ kept in a Java float, (float) ((1 + Math.sqrt(5)) / 2): k * phi is then a float product, with 24 bits, wrong from k in the thousands)
import java.io.*;
import java.util.*;
class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
    StringBuilder sb = new StringBuilder();
    float phi = (float) ((1 + Math.sqrt(5)) / 2);
    String line;
    while ((line = br.readLine()) != null) {
      StringTokenizer st = new StringTokenizer(line);
      if (!st.hasMoreTokens()) continue;
      int a = Integer.parseInt(st.nextToken()), b = Integer.parseInt(st.nextToken());
      if (a > b) { int t = a; a = b; b = t; }
      int k = b - a;
      sb.append((int) (k * phi) == a ? 0 : 1).append('\n');
      if (sb.length() > 1 << 16) { System.out.print(sb); sb.setLength(0); }
    }
    System.out.print(sb);
    System.out.flush();
  }
}
