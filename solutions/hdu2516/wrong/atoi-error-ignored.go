// expect: WA (reads lines with bufio.Scanner and ignores strconv.Atoi's error: a blank line, or a CRLF line with its "\r", converts to 0, which is taken for the closing 0, so the heaps after it go unanswered)
package main

import (
	"bufio"
	"os"
	"strconv"
)

func main() {
	fib := map[int]bool{}
	for a, b := 1, 2; b < 1<<31; a, b = b, a+b {
		fib[b] = true
	}
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer out.Flush()
	for in.Scan() {
		n, _ := strconv.Atoi(in.Text())
		if n == 0 {
			break
		}
		if fib[n] {
			out.WriteString("Second win\n")
		} else {
			out.WriteString("First win\n")
		}
	}
}
