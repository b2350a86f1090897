// expect: WA (reads the numbers line by line with strings.Split(line, " "), Atoi's error ignored: a tab between sizes, or a run of spaces, gives a field that does not parse, read as 0 (an empty field too), so a block takes a wrong pile or the next block's m as one of its sizes)
package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<24), 1<<24)
	w := bufio.NewWriterSize(os.Stdout, 1<<16)
	defer w.Flush()
	var nums []int
	for sc.Scan() {
		t := strings.TrimSpace(sc.Text())
		if t == "" {
			continue
		}
		for _, f := range strings.Split(t, " ") {
			v, _ := strconv.Atoi(f)
			nums = append(nums, v)
		}
	}
	for at := 0; at < len(nums); {
		m := nums[at]
		at++
		if m == 0 {
			break
		}
		if at+m > len(nums) {
			m = len(nums) - at
		}
		piles := nums[at : at+m]
		at += m
		x := 0
		for _, p := range piles {
			x ^= p
		}
		if x == 0 {
			w.WriteString("No\n")
			continue
		}
		w.WriteString("Yes\n")
		for _, p := range piles {
			if p^x < p {
				w.WriteString(strconv.Itoa(p) + " " + strconv.Itoa(p^x) + "\n")
			}
		}
	}
}
