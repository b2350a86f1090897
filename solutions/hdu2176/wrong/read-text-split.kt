// expect: MLE (right moves, but the whole input is read with readText() and split on a Regex into a List<String>, the usual short Kotlin input: on the largest file, 600,000 sizes of up to ten digits, the strings alone pass the 32 MiB heap)
fun main() {
    val tokens = System.`in`.bufferedReader().readText().split(Regex("\\s+")).filter { it.isNotEmpty() }
    val out = StringBuilder()
    val w = System.out.bufferedWriter()
    var at = 0
    while (at < tokens.size) {
        val m = tokens[at++].toInt()
        if (m == 0) break
        val piles = IntArray(m) { tokens[at + it].toInt() }
        at += m
        var x = 0
        for (p in piles) x = x xor p
        if (x == 0) {
            out.append("No\n")
        } else {
            out.append("Yes\n")
            for (p in piles) if ((p xor x) < p) out.append(p).append(' ').append(p xor x).append('\n')
        }
        if (out.length > 1 shl 16) {
            w.write(out.toString())
            out.setLength(0)
        }
    }
    w.write(out.toString())
    w.flush()
}
