// expect: TLE (the right Fibonacci test, but every line read with readLine() and every answer written with println(), which flushes System.out: up to 2x10^6 write system calls)
fun main() {
    val fib = HashSet<Long>()
    var a = 1L
    var b = 2L
    while (b < (1L shl 31)) { fib.add(b); val c = a + b; a = b; b = c }
    while (true) {
        val line = readLine() ?: break
        val t = line.trim()
        if (t.isEmpty()) continue
        val n = t.toLong()
        if (n == 0L) break
        println(if (n in fib) "Second win" else "First win")
    }
}
