// expect: WA (the right strategy in int64, but the Fibonacci table is filled to a fixed 100 entries: past F(92) the sums overflow and wrap to negative numbers, which the greedy Zeckendorf split from the top takes as terms (a negative number is <= any heap), so every heap is split wrong)
package main

import (
	"bufio"
	"fmt"
	"os"
)

var fib [100]int64

func winningTake(m, limit int64) int64 {
	if limit >= m {
		return m
	}
	var terms []int64
	rest := m
	for i := len(fib) - 1; i >= 0 && rest > 0; i-- {
		if fib[i] <= rest {
			terms = append(terms, fib[i])
			rest -= fib[i]
		}
	}
	var sum, best int64
	for k := len(terms) - 1; k >= 0; k-- {
		sum += terms[k]
		if sum > limit {
			break
		}
		if k == 0 || terms[k-1] > 2*sum {
			best = sum
		}
	}
	return best
}

func main() {
	fib[0], fib[1] = 1, 2
	for i := 2; i < len(fib); i++ {
		fib[i] = fib[i-1] + fib[i-2]
	}
	in := bufio.NewReader(os.Stdin)
	var games int
	if _, err := fmt.Fscan(in, &games); err != nil {
		return
	}
	for g := 0; g < games; g++ {
		var n int64
		fmt.Fscan(in, &n)
		mine := winningTake(n, n-1) > 0
		if mine {
			fmt.Println("first")
		} else {
			fmt.Println("second")
		}
		left, limit := n, n-1
		for left > 0 {
			var take int64
			if mine {
				take = winningTake(left, limit)
				fmt.Println(take)
			} else if _, err := fmt.Fscan(in, &take); err != nil {
				return
			}
			left -= take
			limit = 2 * take
			mine = !mine
		}
	}
}
