// expect: WA (reads lines with bufio.Scanner and splits them with strings.Split(line, " "), ParseInt's error ignored: a tab between the piles leaves one field that does not parse, read as 0, so the line reads as 0 0, the end, and the positions after it go unanswered)
package main

import (
	"bufio"
	"math"
	"os"
	"sort"
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

func partner(v int64) int64 {
	if v == 0 {
		return 0
	}
	f := lower(v + 1)
	j := f - (v + 1)
	if lower(j) == v {
		return v + j
	}
	return v - (2*(v+1) - f - 1)
}

func lo(x, y int64) int64 {
	if x < y {
		return x
	}
	return y
}

func hi(x, y int64) int64 {
	if x > y {
		return x
	}
	return y
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	pair := func() (int64, int64, bool) {
		for sc.Scan() {
			t := strings.TrimSpace(sc.Text())
			if t == "" {
				continue
			}
			f := strings.Split(t, " ")
			x, _ := strconv.ParseInt(f[0], 10, 64)
			var y int64
			if len(f) > 1 {
				y, _ = strconv.ParseInt(f[len(f)-1], 10, 64)
			}
			return x, y, true
		}
		return 0, 0, false
	}
	line := func(x, y int64) {
		w.WriteString(strconv.FormatInt(x, 10))
		w.WriteByte(' ')
		w.WriteString(strconv.FormatInt(y, 10))
		w.WriteByte('\n')
	}
	for {
		a, b, ok := pair()
		if !ok || (a == 0 && b == 0) {
			return
		}
		d := b - a
		low := lower(d)
		if low == a {
			w.WriteString("0\n")
			continue
		}
		w.WriteString("1\n")
		if low < a {
			line(low, low+d)
		}
		var moves [][2]int64
		pb, pa := partner(b), partner(a)
		if pb < a {
			moves = append(moves, [2]int64{pb, b})
		}
		if pa < b && a != b {
			moves = append(moves, [2]int64{lo(a, pa), hi(a, pa)})
		}
		sort.Slice(moves, func(i, j int) bool { return moves[i][0] < moves[j][0] })
		if len(moves) == 2 && moves[0] == moves[1] {
			moves = moves[:1]
		}
		for _, m := range moves {
			line(m[0], m[1])
		}
	}
}
