// expect: WA (Fibonacci numbers in an i32 table of 50 terms built with wrapping_add, searched with binary_search: past 1836311903 the wrapped terms are negative or small and break the table's order, so the search takes wrong turns among the largest terms and misses or finds wrongly)
use std::io::{self, Read, Write};

fn main() {
    let mut fib = vec![1i32, 2];
    while fib.len() < 50 {
        let n = fib.len();
        fib.push(fib[n - 1].wrapping_add(fib[n - 2]));
    }
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let out = io::stdout();
    let mut w = io::BufWriter::new(out.lock());
    for t in s.split_ascii_whitespace() {
        let n: i32 = t.parse().unwrap();
        if n == 0 {
            break;
        }
        let lost = fib.binary_search(&n).is_ok();
        writeln!(w, "{}", if lost { "Second win" } else { "First win" }).unwrap();
    }
}
