// expect: TLE (the right Fibonacci test, but fmt.Scan on unbuffered os.Stdin makes a read call per byte and fmt.Println a write call per answer: 2×10^6 lines take several seconds)
package main

import "fmt"

func main() {
	fib := map[int64]bool{}
	a, b := int64(1), int64(2)
	for b < 1<<32 {
		fib[b] = true
		a, b = b, a+b
	}
	for {
		var n int64
		if _, err := fmt.Scan(&n); err != nil || n == 0 {
			break
		}
		if fib[n] {
			fmt.Println("Second win")
		} else {
			fmt.Println("First win")
		}
	}
}
