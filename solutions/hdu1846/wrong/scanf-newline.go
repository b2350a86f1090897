// expect: WA (reads each game with fmt.Scanf("%d %d\n", &n, &m): Scanf wants the newline exactly where the format has it, so a blank line between games makes the next Scanf fail, its error is ignored, and the previous n and m are answered again)
package main

import "fmt"

func main() {
	var c int
	fmt.Scanf("%d\n", &c)
	var n, m int
	for i := 0; i < c; i++ {
		fmt.Scanf("%d %d\n", &n, &m)
		if n%(m+1) == 0 {
			fmt.Println("second")
		} else {
			fmt.Println("first")
		}
	}
}
