// expect: ILE (the right strategy in uint64, but every line goes through a bufio.Writer that is flushed only at the end, the usual fast output of a batch problem: the side never reaches the interactor, and both wait)
package main

import (
	"bufio"
	"fmt"
	"os"
)

var fib []uint64

func winningTake(m, limit uint64) uint64 {
	if limit >= m {
		return m
	}
	var terms []uint64
	rest := m
	for i := len(fib) - 1; i >= 0; i-- {
		if fib[i] <= rest {
			terms = append(terms, fib[i])
			rest -= fib[i]
		}
	}
	for l, r := 0, len(terms)-1; l < r; l, r = l+1, r-1 {
		terms[l], terms[r] = terms[r], terms[l]
	}
	var total, best uint64
	for k, t := range terms {
		total += t
		if total > limit {
			break
		}
		if k+1 == len(terms) || terms[k+1] > 2*total {
			best = total
		}
	}
	return best
}

func main() {
	fib = []uint64{1, 2}
	for fib[len(fib)-1] <= 2e18 {
		fib = append(fib, fib[len(fib)-1]+fib[len(fib)-2])
	}
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var games int
	fmt.Fscan(in, &games)
	for g := 0; g < games; g++ {
		var n uint64
		fmt.Fscan(in, &n)
		first := winningTake(n, n-1) > 0
		if first {
			fmt.Fprintln(out, "first")
		} else {
			fmt.Fprintln(out, "second")
		}
		left, limit, mine := n, n-1, first
		for left > 0 {
			var take uint64
			if mine {
				take = winningTake(left, limit)
				fmt.Fprintln(out, take)
			} else {
				fmt.Fscan(in, &take)
			}
			left -= take
			limit = 2 * take
			mine = !mine
		}
	}
}
