// expect: WA (the exact ⌊kφ⌋, but the count of lower piles below the smaller pile x is taken as j = ⌊xφ⌋ − x, the count below x, where ⌊(x+1)φ⌋ − (x+1), the count up to x itself, is needed: a lower pile x is then taken for an upper one, and the larger pile is cut to a wrong size)
fun isqrt(n: Long): Long {
    var s = Math.sqrt(n.toDouble()).toLong()
    while (s * s > n) s--
    while ((s + 1) * (s + 1) <= n) s++
    return s
}

fun lower(k: Long): Long = (k + isqrt(5 * k * k)) / 2

fun winningMove(a: Long, b: Long): Pair<Long, Long>? {
    val swapped = a > b
    val x = if (swapped) b else a
    val y = if (swapped) a else b
    val k = y - x
    val low = lower(k)
    if (x == low) return null
    val (c, d) = if (x > low) {
        Pair(low, low + k)
    } else {
        val f = lower(x)
        val j = f - x
        if (lower(j) == x) Pair(x, x + j) else Pair(x, x - (2 * x - f - 1))
    }
    return if (swapped) Pair(d, c) else Pair(c, d)
}

fun main() {
    val games = readLine()!!.trim().toInt()
    repeat(games) {
        var (a, b) = readLine()!!.trim().split(" ").map { it.toLong() }
        var mine = winningMove(a, b) != null
        println(if (mine) "first" else "second")
        System.out.flush()
        while (a + b > 0) {
            if (mine) {
                val m = winningMove(a, b) ?: Pair(if (a > 0) a - 1 else a, if (a > 0) b else b - 1)
                a = m.first
                b = m.second
                println("$a $b")
                System.out.flush()
            } else {
                val t = readLine()!!.trim().split(" ").map { it.toLong() }
                a = t[0]
                b = t[1]
            }
            mine = !mine
        }
    }
}
