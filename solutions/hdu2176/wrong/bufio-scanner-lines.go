// expect: WA (reads the input line by line with bufio.Scanner and its default 64 KiB token limit: a line holding a large block's piles is longer, Scan stops with bufio.ErrTooLong, and the rest of the output is missing)
package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var tokens []int64
	next := func() (int64, bool) {
		for len(tokens) == 0 {
			if !sc.Scan() {
				return 0, false
			}
			for _, f := range strings.Fields(sc.Text()) {
				v, _ := strconv.ParseInt(f, 10, 64)
				tokens = append(tokens, v)
			}
		}
		v := tokens[0]
		tokens = tokens[1:]
		return v, true
	}
	for {
		m, ok := next()
		if !ok || m == 0 {
			return
		}
		piles := make([]int64, m)
		var x int64
		for i := range piles {
			piles[i], _ = next()
			x ^= piles[i]
		}
		if x == 0 {
			out.WriteString("No\n")
			continue
		}
		out.WriteString("Yes\n")
		for _, p := range piles {
			if p^x < p {
				out.WriteString(strconv.FormatInt(p, 10) + " " + strconv.FormatInt(p^x, 10) + "\n")
			}
		}
	}
}
