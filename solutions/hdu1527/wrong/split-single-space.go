// expect: WA (reads lines with bufio.Scanner and splits them with strings.Split(line, " "), ignoring Atoi's error: a tab between the piles, or a run of spaces, leaves a field that does not parse, which counts as 0, so the position is judged as (0, 0) or (0, b))
package main

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
)

func lower(k int64) int64 {
	sq := 5 * k * k
	s := int64(math.Sqrt(float64(sq)))
	for s*s > sq {
		s--
	}
	for (s+1)*(s+1) <= sq {
		s++
	}
	return (k + s) / 2
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		f := strings.Split(line, " ")
		a, _ := strconv.ParseInt(f[0], 10, 64)
		var b int64
		if len(f) > 1 {
			b, _ = strconv.ParseInt(f[len(f)-1], 10, 64)
		}
		if a > b {
			a, b = b, a
		}
		if lower(b-a) == a {
			w.WriteString("0\n")
		} else {
			w.WriteString("1\n")
		}
	}
}
