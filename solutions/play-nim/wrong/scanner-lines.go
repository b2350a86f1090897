// expect: WA (the right strategy, flushed after every move, but the input is read line by line with bufio.Scanner and its default 64 KiB line limit: the line of 10^6 piles is longer, Scan fails with "token too long", and the player stops without a word)
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	line := func() string {
		if !sc.Scan() {
			os.Exit(0)
		}
		return strings.TrimSpace(sc.Text())
	}
	t, _ := strconv.Atoi(line())
	for g := 0; g < t; g++ {
		n, _ := strconv.Atoi(line())
		fields := strings.Fields(line())
		p := make([]int64, n)
		var x, left int64
		for i := 0; i < n; i++ {
			p[i], _ = strconv.ParseInt(fields[i], 10, 64)
			x ^= p[i]
			left += p[i]
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
				top := int64(1)
				for top*2 <= x {
					top *= 2
				}
				i := 0
				for p[i]&top == 0 {
					i++
				}
				to := p[i] ^ x
				fmt.Fprintln(out, i+1, p[i]-to)
				out.Flush()
				left -= p[i] - to
				p[i] = to
				x = 0
			} else {
				f := strings.Fields(line())
				i, _ := strconv.Atoi(f[0])
				take, _ := strconv.ParseInt(f[1], 10, 64)
				if i == 0 {
					break
				}
				i--
				left -= take
				x ^= p[i] ^ (p[i] - take)
				p[i] -= take
			}
			mine = !mine
		}
	}
}
