// expect: RE (reads C, then C lines with readLine()!!.split(" ") and toInt(): a blank line between games, a tab or two spaces between n and m make toInt() throw)
fun main() {
    val c = readLine()!!.trim().toInt()
    val out = StringBuilder()
    repeat(c) {
        val (n, m) = readLine()!!.trim().split(" ").map { it.toInt() }
        out.append(if (n % (m + 1) == 0) "second\n" else "first\n")
    }
    print(out)
}
