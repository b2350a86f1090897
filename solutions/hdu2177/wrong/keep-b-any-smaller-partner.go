// expect: WA (the exact move rule, except that the move keeping b is offered whenever b's partner is smaller than b, where it must be smaller than a: a "move" from (a, b) to (p(b), b) with p(b) > a would add stones to the smaller pile)
package main

import (
	"bufio"
	"math"
	"os"
	"sort"
	"strconv"
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
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	sc.Split(bufio.ScanWords)
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	next := func() (int64, bool) {
		if !sc.Scan() {
			return 0, false
		}
		v, _ := strconv.ParseInt(sc.Text(), 10, 64)
		return v, true
	}
	line := func(x, y int64) {
		w.WriteString(strconv.FormatInt(x, 10))
		w.WriteByte(' ')
		w.WriteString(strconv.FormatInt(y, 10))
		w.WriteByte('\n')
	}
	for {
		a, ok1 := next()
		b, ok2 := next()
		if !ok1 || !ok2 || (a == 0 && b == 0) {
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
		if pb < b && pb != a {
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
