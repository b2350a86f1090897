// expect: WA (the largest sum of the smallest Zeckendorf terms whose next term is more than twice the sum, but with no check against the limit: on the opening move that sum can be the whole heap, and later it can pass twice the interactor's take, an illegal move either way)
package main

import (
	"bufio"
	"fmt"
	"os"
)

var fib []int64

func take(m int64) int64 {
	var t []int64
	rest := m
	for i := len(fib) - 1; i >= 0; i-- {
		if fib[i] <= rest {
			t = append(t, fib[i])
			rest -= fib[i]
		}
	}
	var total, best int64
	for k := len(t) - 1; k >= 0; k-- {
		total += t[k]
		if k == 0 || t[k-1] > 2*total {
			best = total
		}
	}
	return best
}

func main() {
	fib = []int64{1, 2}
	for fib[len(fib)-1] <= 1000000000000000000 {
		fib = append(fib, fib[len(fib)-1]+fib[len(fib)-2])
	}
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	var games int
	if _, err := fmt.Fscan(in, &games); err != nil {
		return
	}
	isFib := func(n int64) bool {
		for _, f := range fib {
			if f == n {
				return true
			}
		}
		return false
	}
	for ; games > 0; games-- {
		var n int64
		fmt.Fscan(in, &n)
		mine := !isFib(n)
		if mine {
			fmt.Fprintln(out, "first")
		} else {
			fmt.Fprintln(out, "second")
		}
		out.Flush()
		left := n
		for left > 0 {
			var x int64
			if mine {
				x = take(left)
				fmt.Fprintln(out, x)
				out.Flush()
			} else if _, err := fmt.Fscan(in, &x); err != nil {
				return
			}
			left -= x
			mine = !mine
		}
	}
}
