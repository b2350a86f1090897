// expect: RE (reads C and each game with BufferedReader.readLine and line.split(" "): a blank line, a tab or a run of spaces gives a piece Integer.parseInt cannot read, a NumberFormatException)
import java.io.*;
class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    int c = Integer.parseInt(in.readLine().trim());
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < c; i++) {
      String[] p = in.readLine().split(" ");
      int n = Integer.parseInt(p[0]), m = Integer.parseInt(p[1]);
      out.append(n % (m + 1) != 0 ? "first" : "second").append('\n');
    }
    System.out.print(out);
  }
}
