// expect: WA (finds the winning piles right, (a xor X) < a, but prints the size each is cut to as a - X, as if removing the xor's stones cleared its bits: right only when X's bits are all set in a)
package main

import (
	"bufio"
	"os"
	"strconv"
)

func main() {
	rd := bufio.NewReaderSize(os.Stdin, 1<<16)
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	readInt := func() (int64, bool) {
		c, err := rd.ReadByte()
		for err == nil && (c < '0' || c > '9') {
			c, err = rd.ReadByte()
		}
		if err != nil {
			return 0, false
		}
		var v int64
		for err == nil && c >= '0' && c <= '9' {
			v = v*10 + int64(c-'0')
			c, err = rd.ReadByte()
		}
		return v, true
	}
	piles := make([]int64, 0, 200000)
	for {
		m, ok := readInt()
		if !ok || m == 0 {
			return
		}
		piles = piles[:0]
		var x int64
		for i := int64(0); i < m; i++ {
			a, _ := readInt()
			piles = append(piles, a)
			x ^= a
		}
		if x == 0 {
			w.WriteString("No\n")
			continue
		}
		w.WriteString("Yes\n")
		for _, a := range piles {
			if a^x < a {
				w.WriteString(strconv.FormatInt(a, 10))
				w.WriteByte(' ')
				w.WriteString(strconv.FormatInt(a-x, 10))
				w.WriteByte('\n')
			}
		}
	}
}
