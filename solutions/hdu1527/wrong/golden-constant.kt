// expect: WA (φ written as the literal 1.618033988749895, the double nearest φ, and ⌊kφ⌋ as floor(k * φ): one too high at 14 k up to 381966011, the first 102334155)
fun main() {
    val text = System.`in`.readBytes().toString(Charsets.US_ASCII)
    val words = text.split(' ', '\t', '\r', '\n').filter { it.isNotEmpty() }
    val out = StringBuilder()
    var i = 0
    while (i + 1 < words.size) {
        var a = words[i].toLong()
        var b = words[i + 1].toLong()
        i += 2
        if (a > b) { val t = a; a = b; b = t }
        val low = Math.floor((b - a) * 1.618033988749895).toLong()
        out.append(if (low == a) "0\n" else "1\n")
    }
    print(out)
}
