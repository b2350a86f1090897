// expect: WA or RE (writes its moves 1-based as asked, but reads the interactor's "i x" as if i were 0-based: the stones are taken from the pile after the one the interactor moved, its piles and xor drift from the real ones, and its cuts become illegal or losing, or index past the last pile)
package main

import (
	"bufio"
	"fmt"
	"math/bits"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriter(os.Stdout)
	var games int
	if _, err := fmt.Fscan(in, &games); err != nil {
		return
	}
	for ; games > 0; games-- {
		var n int
		fmt.Fscan(in, &n)
		sz := 1
		for sz < n {
			sz <<= 1
		}
		tr := make([]int64, 2*sz)
		var x, left int64
		for i := 0; i < n; i++ {
			fmt.Fscan(in, &tr[sz+i])
			x ^= tr[sz+i]
			left += tr[sz+i]
		}
		for i := sz - 1; i > 0; i-- {
			tr[i] = tr[2*i] | tr[2*i+1]
		}
		set := func(i int, v int64) {
			i += sz
			x ^= tr[i] ^ v
			left -= tr[i] - v
			tr[i] = v
			for i >>= 1; i > 0; i >>= 1 {
				tr[i] = tr[2*i] | tr[2*i+1]
			}
		}
		mine := x != 0
		if mine {
			fmt.Fprintln(out, "first")
		} else {
			fmt.Fprintln(out, "second")
		}
		out.Flush()
		for left > 0 {
			if mine {
				bit := int64(1) << (bits.Len64(uint64(x)) - 1)
				i := 1
				for i < sz {
					if tr[2*i]&bit != 0 {
						i = 2 * i
					} else {
						i = 2*i + 1
					}
				}
				i -= sz
				to := tr[sz+i] ^ x
				fmt.Fprintln(out, i+1, tr[sz+i]-to)
				out.Flush()
				set(i, to)
			} else {
				var i int
				var take int64
				if _, err := fmt.Fscan(in, &i, &take); err != nil {
					return
				}
				if i == 0 && take == 0 {
					break
				}
				set(i, tr[sz+i]-take)
			}
			mine = !mine
		}
	}
}
