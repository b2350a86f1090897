// expect: RE (reads line by line with readLine()!!.trim().toInt(): a blank line between the numbers throws NumberFormatException)
fun main() {
    val fib = HashSet<Long>()
    var a = 1L
    var b = 2L
    while (b < (1L shl 32)) { fib.add(b); val c = a + b; a = b; b = c }
    val out = StringBuilder()
    while (true) {
        val line = readLine() ?: break
        val n = line.trim().toLong()
        if (n == 0L) break
        out.append(if (n in fib) "Second win\n" else "First win\n")
    }
    print(out)
}
