// expect: MLE or RE (builds the Fibonacci numbers as generateSequence(1 to 2) { it.second to it.first + it.second } in Int with takeWhile { it <= Int.MAX_VALUE }: an Int is always at most Int.MAX_VALUE, the sums wrap round instead of passing it, so the sequence never ends and toHashSet() grows until the memory runs out)
import java.io.*

fun main() {
    val fibs = generateSequence(1 to 2) { (a, b) -> b to a + b }.map { it.second }.takeWhile { it <= Int.MAX_VALUE }.toHashSet()
    val reader = BufferedReader(InputStreamReader(System.`in`))
    val out = PrintWriter(BufferedWriter(OutputStreamWriter(System.out)))
    while (true) {
        val line = reader.readLine() ?: break
        val t = line.trim()
        if (t.isEmpty()) continue
        val n = t.toInt()
        if (n == 0) break
        out.println(if (n in fibs) "Second win" else "First win")
    }
    out.flush()
}
