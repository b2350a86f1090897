// expect: WA (parses each line with line.trim().parse::<u32>().unwrap_or(0): a blank line parses to 0, which is taken for the end of the input, so every heap after a blank line is never answered)
use std::collections::HashSet;
use std::io::{self, BufRead, Write};

fn main() {
    let mut fib = HashSet::new();
    let (mut a, mut b) = (1u64, 2u64);
    while b < (1u64 << 32) {
        fib.insert(b);
        let c = a + b;
        a = b;
        b = c;
    }
    let stdin = io::stdin();
    let out = io::stdout();
    let mut out = io::BufWriter::new(out.lock());
    for line in stdin.lock().lines() {
        let n: u64 = line.unwrap().trim().parse::<u32>().unwrap_or(0) as u64;
        if n == 0 {
            break;
        }
        writeln!(out, "{}", if fib.contains(&n) { "Second win" } else { "First win" }).unwrap();
    }
}
