// expect: ILE (the exact strategy, but written through System.out.bufferedWriter(), the fast output of batch problems, flushed only after the last game: the side and the moves stay in its buffer and the interactor waits)
import kotlin.math.sqrt

fun lower(k: Long): Long {
    val sq = 5 * k * k
    var s = sqrt(sq.toDouble()).toLong()
    while (s * s > sq) s--
    while ((s + 1) * (s + 1) <= sq) s++
    return (k + s) / 2
}

fun winningMove(a: Long, b: Long): Pair<Long, Long>? {
    val swapped = a > b
    val x = minOf(a, b)
    val y = maxOf(a, b)
    val k = y - x
    val low = lower(k)
    if (x == low) return null
    val to = if (x > low) Pair(low, low + k) else {
        val f = lower(x + 1)
        val j = f - (x + 1)
        if (lower(j) == x) Pair(x, x + j) else Pair(x, x - (2 * (x + 1) - f - 1))
    }
    return if (swapped) Pair(to.second, to.first) else to
}

fun main() {
    val reader = System.`in`.bufferedReader()
    val out = System.out.bufferedWriter()
    val games = reader.readLine().trim().toInt()
    repeat(games) {
        var (a, b) = reader.readLine().trim().split(" ").map { it.toLong() }
        var mine = winningMove(a, b) != null
        out.write(if (mine) "first\n" else "second\n")
        while (a + b > 0) {
            if (mine) {
                val (c, d) = winningMove(a, b)!!
                a = c; b = d
                out.write("$a $b\n")
            } else {
                val parts = reader.readLine().trim().split(" ").map { it.toLong() }
                a = parts[0]; b = parts[1]
            }
            mine = !mine
        }
    }
    out.flush()
}
