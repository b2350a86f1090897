// expect: WA or RE (reads each game's line with bufio.Scanner and strings.Split(line, " "): a tab between n and m, two spaces, or a CR at the end leaves an empty or unparsed field, Atoi's error is ignored, and the game is judged with 0 for a number)
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	sc.Scan()
	c, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	for c > 0 && sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(strings.TrimSpace(line), " ")
		n, _ := strconv.Atoi(f[0])
		m := 0
		if len(f) > 1 {
			m, _ = strconv.Atoi(f[1])
		}
		if n%(m+1) != 0 {
			fmt.Fprintln(w, "first")
		} else {
			fmt.Fprintln(w, "second")
		}
		c--
	}
}
