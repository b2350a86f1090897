// expect: TLE (the right Fibonacci test, but println! per answer: Rust's stdout is line-buffered, so each of up to 2x10^6 answers is its own write system call, and the lock is taken each time)
use std::io::{self, Read};

fn main() {
    let mut fib = Vec::new();
    let (mut a, mut b): (u64, u64) = (1, 2);
    while b < 1 << 31 {
        fib.push(b);
        let c = a + b;
        a = b;
        b = c;
    }
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    for word in input.split_ascii_whitespace() {
        let n: u64 = word.parse().unwrap();
        if n == 0 {
            break;
        }
        if fib.binary_search(&n).is_ok() {
            println!("Second win");
        } else {
            println!("First win");
        }
    }
}
