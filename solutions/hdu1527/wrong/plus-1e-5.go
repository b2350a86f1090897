// expect: WA (⌊kφ⌋ as math.Floor(float64(k)*math.Phi + 1e-5), an ε "against rounding" far larger than the double's error: one too high wherever kφ lies within 1e-5 below an integer, first at k = 46368, 10106 k up to 10^9)
package main

import (
	"bufio"
	"math"
	"os"
	"strconv"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for sc.Scan() {
		a, _ := strconv.ParseInt(sc.Text(), 10, 64)
		if !sc.Scan() {
			break
		}
		b, _ := strconv.ParseInt(sc.Text(), 10, 64)
		if a > b {
			a, b = b, a
		}
		k := b - a
		if int64(math.Floor(float64(k)*math.Phi+1e-5)) == a {
			out.WriteString("0\n")
		} else {
			out.WriteString("1\n")
		}
	}
}
