// expect: TLE (right moves, read through a bufio.Reader, but every line written with fmt.Println straight to os.Stdout's unbuffered file: one write call per line, millions of them on the largest files)
package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
)

func lower(k int64) int64 {
	s := int64(math.Sqrt(float64(5 * k * k)))
	for s*s > 5*k*k {
		s--
	}
	for (s+1)*(s+1) <= 5*k*k {
		s++
	}
	return (k + s) / 2
}

func partner(v int64) int64 {
	if v == 0 {
		return 0
	}
	f := lower(v + 1)
	j := f - (v + 1)
	if lower(j) == v {
		return v + j
	}
	return v - (2*(v+1) - f - 1)
}

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	for {
		var a, b int64
		if _, err := fmt.Fscan(in, &a, &b); err != nil || (a == 0 && b == 0) {
			break
		}
		d := b - a
		ad := lower(d)
		if ad == a {
			fmt.Println(0)
			continue
		}
		fmt.Println(1)
		if ad < a {
			fmt.Println(ad, ad+d)
		}
		pb, pa := partner(b), partner(a)
		var xs, ys []int64
		if pb < a {
			xs, ys = append(xs, pb), append(ys, b)
		}
		if pa < b && a != b {
			lo, hi := a, pa
			if hi < lo {
				lo, hi = hi, lo
			}
			xs, ys = append(xs, lo), append(ys, hi)
		}
		if len(xs) == 2 && xs[1] < xs[0] {
			xs[0], xs[1], ys[0], ys[1] = xs[1], xs[0], ys[1], ys[0]
		}
		for i := range xs {
			fmt.Println(xs[i], ys[i])
		}
	}
}
