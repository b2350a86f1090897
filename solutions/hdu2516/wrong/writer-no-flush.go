// expect: WA (the right Fibonacci test, read and written through bufio, but the bufio.Writer is never flushed: every answer stays in its buffer, and the program writes nothing)
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	fib := map[int]bool{}
	for a, b := 1, 2; b < 1<<31; a, b = b, a+b {
		fib[b] = true
	}
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	for {
		var n int
		if _, err := fmt.Fscan(in, &n); err != nil || n == 0 {
			break
		}
		if fib[n] {
			fmt.Fprintln(out, "Second win")
		} else {
			fmt.Fprintln(out, "First win")
		}
	}
}
