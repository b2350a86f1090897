// expect: TLE (right moves, read through a BufferedReader, but every output line written with println(), which flushes System.out: about 3x10^6 write system calls on the largest inputs)
import kotlin.math.sqrt

fun lower(k: Long): Long {
    val sq = 5 * k * k
    var s = sqrt(sq.toDouble()).toLong()
    while (s * s > sq) s--
    while ((s + 1) * (s + 1) <= sq) s++
    return (k + s) / 2
}

fun partner(v: Long): Long {
    if (v == 0L) return 0
    val next = lower(v + 1)
    val j = next - (v + 1)
    return if (lower(j) == v) v + j else v - (2 * (v + 1) - next - 1)
}

fun main() {
    val reader = System.`in`.bufferedReader()
    while (true) {
        val line = reader.readLine() ?: break
        val parts = line.trim().split(' ', '\t').filter { it.isNotEmpty() }
        if (parts.size < 2) continue
        val a = parts[0].toLong()
        val b = parts[1].toLong()
        if (a == 0L && b == 0L) break
        val d = b - a
        val low = lower(d)
        if (low == a) { println(0); continue }
        println(1)
        if (low < a) println("$low ${low + d}")
        val moves = ArrayList<Pair<Long, Long>>()
        val pb = partner(b)
        val pa = partner(a)
        if (pb < a) moves.add(Pair(pb, b))
        if (pa < b && a != b) moves.add(Pair(minOf(a, pa), maxOf(a, pa)))
        moves.sortBy { it.first }
        for ((x, y) in moves) println("$x $y")
    }
}
