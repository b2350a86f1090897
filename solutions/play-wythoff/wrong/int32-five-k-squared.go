// expect: WA or RE (the exact strategy in int32, the piles fitting it, but the square is written int64(5*k*k): the product is taken in int32 and wraps from k = 20725 on, before the conversion, so ⌊kφ⌋ is wrong for larger differences and the side or the move goes wrong)
package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
)

func isqrt(n int64) int64 {
	s := int64(math.Sqrt(float64(n)))
	for s > 0 && s*s > n {
		s--
	}
	for (s+1)*(s+1) <= n {
		s++
	}
	return s
}

func lower(k int32) int32 {
	sq := int64(5 * k * k)
	if sq < 0 {
		sq = -sq
	}
	return int32((int64(k) + isqrt(sq)) / 2)
}

func winning(a, b int32) (int32, int32, bool) {
	swapped := a > b
	x, y := a, b
	if swapped {
		x, y = b, a
	}
	k := y - x
	low := lower(k)
	if x == low {
		return 0, 0, false
	}
	var p, q int32
	if x > low {
		p, q = low, low+k
	} else {
		f := lower(x + 1)
		j := f - (x + 1)
		p = x
		if lower(j) == x {
			q = x + j
		} else {
			q = x - (2*(x+1) - f - 1)
		}
	}
	if swapped {
		return q, p, true
	}
	return p, q, true
}

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	var games int
	fmt.Fscan(in, &games)
	for g := 0; g < games; g++ {
		var a, b int32
		fmt.Fscan(in, &a, &b)
		_, _, mine := winning(a, b)
		if mine {
			fmt.Fprintln(out, "first")
		} else {
			fmt.Fprintln(out, "second")
		}
		out.Flush()
		for a+b > 0 {
			if mine {
				c, d, ok := winning(a, b)
				if !ok {
					c, d = a, b-1
					if b == 0 {
						c, d = a-1, b
					}
				}
				a, b = c, d
				fmt.Fprintln(out, a, b)
				out.Flush()
			} else {
				fmt.Fscan(in, &a, &b)
			}
			mine = !mine
		}
	}
}
