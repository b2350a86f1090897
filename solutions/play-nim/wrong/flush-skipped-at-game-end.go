// expect: ILE (the right strategy, flushed after every move, except the move that empties the last pile: the game is over, so it breaks out of the loop before the flush, and that move waits in the bufio.Writer while the interactor waits for it)
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
	defer out.Flush()
	var games int
	fmt.Fscan(in, &games)
	for g := 0; g < games; g++ {
		var n int
		fmt.Fscan(in, &n)
		p := make([]int64, n)
		var x, left int64
		for i := range p {
			fmt.Fscan(in, &p[i])
			x ^= p[i]
			left += p[i]
		}
		size := 1
		for size < n {
			size <<= 1
		}
		tree := make([]int64, 2*size)
		for i := 0; i < n; i++ {
			tree[size+i] = p[i]
		}
		for i := size - 1; i > 0; i-- {
			tree[i] = tree[2*i] | tree[2*i+1]
		}
		set := func(i int, v int64) {
			p[i] = v
			j := size + i
			tree[j] = v
			for j >>= 1; j > 0; j >>= 1 {
				tree[j] = tree[2*j] | tree[2*j+1]
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
				bit := int64(1) << (63 - bits.LeadingZeros64(uint64(x)))
				i := 1
				for i < size {
					if tree[2*i]&bit != 0 {
						i = 2 * i
					} else {
						i = 2*i + 1
					}
				}
				i -= size
				to := p[i] ^ x
				fmt.Fprintln(out, i+1, p[i]-to)
				left -= p[i] - to
				x = 0
				set(i, to)
				if left == 0 {
					break
				}
				out.Flush()
			} else {
				var i int
				var take int64
				fmt.Fscan(in, &i, &take)
				if i == 0 {
					break
				}
				i--
				x ^= p[i] ^ (p[i] - take)
				left -= take
				set(i, p[i]-take)
			}
			mine = !mine
		}
	}
}
