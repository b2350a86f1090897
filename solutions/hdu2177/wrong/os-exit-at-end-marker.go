// expect: WA (right moves through a bufio.Writer with defer w.Flush(), but it leaves at the closing "0 0" with os.Exit(0), and os.Exit runs no deferred calls: whatever is still in the writer's 4 KiB buffer, the end of every output, is lost)
package main

import (
	"bufio"
	"math"
	"os"
	"sort"
	"strconv"
)

func lowerW(k int64) int64 {
	n := 5 * k * k
	s := int64(math.Sqrt(float64(n)))
	for s*s > n {
		s--
	}
	for (s+1)*(s+1) <= n {
		s++
	}
	return (k + s) / 2
}

func partner(v int64) int64 {
	if v == 0 {
		return 0
	}
	next := lowerW(v + 1)
	j := next - (v + 1)
	if lowerW(j) == v {
		return v + j
	}
	return v - (2*(v+1) - next - 1)
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	next := func() int64 {
		if !sc.Scan() {
			return -1
		}
		v, _ := strconv.ParseInt(sc.Text(), 10, 64)
		return v
	}
	line := func(x, y int64) {
		w.WriteString(strconv.FormatInt(x, 10))
		w.WriteByte(' ')
		w.WriteString(strconv.FormatInt(y, 10))
		w.WriteByte('\n')
	}
	for {
		a, b := next(), next()
		if a < 0 || b < 0 {
			return
		}
		if a == 0 && b == 0 {
			os.Exit(0)
		}
		d := b - a
		ad := lowerW(d)
		if ad == a {
			w.WriteString("0\n")
			continue
		}
		w.WriteString("1\n")
		if ad < a {
			line(ad, ad+d)
		}
		var moves [][2]int64
		if pb := partner(b); pb < a {
			moves = append(moves, [2]int64{pb, b})
		}
		if pa := partner(a); pa < b {
			x, y := a, pa
			if x > y {
				x, y = y, x
			}
			if len(moves) == 0 || moves[0] != [2]int64{x, y} {
				moves = append(moves, [2]int64{x, y})
			}
		}
		sort.Slice(moves, func(i, j int) bool { return moves[i][0] < moves[j][0] })
		for _, m := range moves {
			line(m[0], m[1])
		}
	}
}
