// expect: WA (reads each game with fmt.Scanln(&n, &m), which stops at a line end: a blank line between games fails with "unexpected newline", n and m keep the previous game's values and it is answered again, while the real games shift past the count)
package main

import "fmt"

func main() {
	var c, n, m int
	fmt.Scanln(&c)
	for i := 0; i < c; i++ {
		fmt.Scanln(&n, &m)
		if m > 0 && n%(m+1) == 0 {
			fmt.Println("second")
		} else {
			fmt.Println("first")
		}
	}
}
