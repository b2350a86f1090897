// expect: WA or RE (⌊kφ⌋ as int64(math.Floor(float64(k) * math.Phi)), Go's own golden ratio constant: the product of doubles is one too high where kφ lies just below an integer, from k = 102334155 on, and the interactor steers toward those k)
package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
)

func lower(k int64) int64 { return int64(math.Floor(float64(k) * math.Phi)) }

func winning(a, b int64) (int64, int64, bool) {
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
	var p, q int64
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
	var games int
	if _, err := fmt.Fscan(in, &games); err != nil {
		return
	}
	for g := 0; g < games; g++ {
		var a, b int64
		fmt.Fscan(in, &a, &b)
		_, _, mine := winning(a, b)
		if mine {
			fmt.Println("first")
		} else {
			fmt.Println("second")
		}
		for a+b > 0 {
			if mine {
				a, b, _ = winning(a, b)
				fmt.Println(a, b)
			} else if _, err := fmt.Fscan(in, &a, &b); err != nil {
				return
			}
			mine = !mine
		}
	}
}
