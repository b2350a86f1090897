// expect: WA (⌊kφ⌋ as math.Floor(float64(k) * math.Phi): Go's math.Phi holds φ to 63 digits, but as a float64 it is the same double as (1 + √5) / 2, so ⌊kφ⌋ is one too high at 14 k up to 381966011, the first 102334155)
package main

import (
	"bufio"
	"math"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	next := func() int64 {
		c, err := in.ReadByte()
		for err == nil && (c < '0' || c > '9') {
			c, err = in.ReadByte()
		}
		if err != nil {
			return -1
		}
		var v int64
		for err == nil && c >= '0' && c <= '9' {
			v = v*10 + int64(c-'0')
			c, err = in.ReadByte()
		}
		return v
	}
	for {
		x, y := next(), next()
		if y < 0 {
			break
		}
		a, b := x, y
		if a > b {
			a, b = b, a
		}
		k := b - a
		if int64(math.Floor(float64(k)*math.Phi)) == a {
			out.WriteString("0\n")
		} else {
			out.WriteString("1\n")
		}
	}
}
