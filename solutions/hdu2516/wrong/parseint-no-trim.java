// expect: RE (reads line by line with BufferedReader, skips empty lines and parses each with Integer.parseInt(line) without trim(): a line with a space or tab beside its number throws NumberFormatException)
import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        Set<Integer> fib = new HashSet<>();
        for (long a = 1, b = 2; b < (1L << 31); ) { fib.add((int) b); long c = a + b; a = b; b = c; }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out), 1 << 16));
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isEmpty()) continue;
            int n = Integer.parseInt(line);
            if (n == 0) break;
            out.println(fib.contains(n) ? "Second win" : "First win");
        }
        out.flush();
    }
}
