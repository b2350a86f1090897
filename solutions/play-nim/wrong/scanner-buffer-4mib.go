// expect: WA (the right strategy, flushed after every move, reading line by line with a bufio.Scanner whose Buffer allows lines of 4 MiB, "enough for 10^6 piles": a line of 10^6 piles of nine or ten digits is about 10 MB, Scan stops with "token too long", and the game is played on the piles of an empty line)
package main

import (
	"bufio"
	"fmt"
	"math/bits"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	out := bufio.NewWriter(os.Stdout)
	line := func() string {
		sc.Scan()
		return sc.Text()
	}
	games, _ := strconv.Atoi(strings.TrimSpace(line()))
	for g := 0; g < games; g++ {
		n, _ := strconv.Atoi(strings.TrimSpace(line()))
		fields := strings.Fields(line())
		p := make([]int64, n)
		var x, left int64
		for i := 0; i < n && i < len(fields); i++ {
			p[i], _ = strconv.ParseInt(fields[i], 10, 64)
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
				out.Flush()
				left -= p[i] - to
				x = 0
				set(i, to)
			} else {
				f := strings.Fields(line())
				if len(f) < 2 {
					return
				}
				i, _ := strconv.Atoi(f[0])
				take, _ := strconv.ParseInt(f[1], 10, 64)
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
