// expect: RE (builds every pile's partner by the mex rule into a table make([]int32, 1000000) for piles up to 10^6: one short, so pile 10^6 indexes past its end and Go panics)
package main

import (
	"bufio"
	"math"
	"os"
	"strconv"
)

const N = 1000000

// ⌊dφ⌋ = (d + isqrt(5d²)) / 2, exact: 5d² < 2^53.
func lower(d int) int {
	sq := 5 * d * d
	s := int(math.Sqrt(float64(sq)))
	for s*s > sq {
		s--
	}
	for (s+1)*(s+1) <= sq {
		s++
	}
	return (d + s) / 2
}

func main() {
	partner := make([]int32, N)
	used := make([]bool, 3*N)
	for k, a := 0, 0; a < N; k++ {
		for used[a] {
			a++
		}
		if a >= N {
			break
		}
		b := a + k
		used[a], used[b] = true, true
		partner[a] = int32(b)
		if b < N {
			partner[b] = int32(a)
		}
	}
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	readInt := func() int {
		c, _ := in.ReadByte()
		for c < '0' || c > '9' {
			c, _ = in.ReadByte()
		}
		v := 0
		for c >= '0' && c <= '9' {
			v = v*10 + int(c-'0')
			c, _ = in.ReadByte()
		}
		return v
	}
	put := func(x, y int) {
		out.WriteString(strconv.Itoa(x))
		out.WriteByte(' ')
		out.WriteString(strconv.Itoa(y))
		out.WriteByte('\n')
	}
	for {
		a, b := readInt(), readInt()
		if a == 0 && b == 0 {
			break
		}
		d := b - a
		low := lower(d)
		if low == a {
			out.WriteString("0\n")
			continue
		}
		out.WriteString("1\n")
		if low < a {
			put(low, low+d)
		}
		pb, pa := int(partner[b]), int(partner[a])
		var xs [2][2]int
		n := 0
		if pb < a {
			xs[n] = [2]int{pb, b}
			n++
		}
		if pa < b && a != b {
			if pa < a {
				xs[n] = [2]int{pa, a}
			} else {
				xs[n] = [2]int{a, pa}
			}
			n++
		}
		if n == 2 && xs[1][0] < xs[0][0] {
			xs[0], xs[1] = xs[1], xs[0]
		}
		for i := 0; i < n; i++ {
			put(xs[i][0], xs[i][1])
		}
	}
}
