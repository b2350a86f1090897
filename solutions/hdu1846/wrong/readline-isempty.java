// expect: RE (reads line by line with BufferedReader, skips a blank line by line.isEmpty() and splits the rest with a StringTokenizer: a line of only spaces or tabs between games is not empty, has no token, and nextToken throws NoSuchElementException)
import java.io.*;
import java.util.*;

class Main {
  static String nextLine(BufferedReader in) throws IOException {
    String line = in.readLine();
    while (line != null && line.isEmpty()) line = in.readLine();
    return line;
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    int c = Integer.parseInt(new StringTokenizer(nextLine(in)).nextToken());
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < c; i++) {
      StringTokenizer st = new StringTokenizer(nextLine(in));
      int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
      out.append(n % (m + 1) == 0 ? "second" : "first").append('\n');
    }
    System.out.print(out);
  }
}
