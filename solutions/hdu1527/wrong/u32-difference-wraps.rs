// expect: WA (exact ⌊kφ⌋ in u64, but the difference is taken as b - a on the u32 piles as read, with no swap: for a line with the larger pile first the subtraction wraps under rustc -O, k is near 2^32, and a losing position given larger pile first is called a win)
use std::io::{self, BufRead, Write};

fn lower(k: u64) -> u64 {
    let n = 5 * k * k;
    let mut s = (n as f64).sqrt() as u64;
    while s * s > n {
        s -= 1;
    }
    while (s + 1) * (s + 1) <= n {
        s += 1;
    }
    (k + s) / 2
}

fn main() {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let mut it = line.split_ascii_whitespace();
        let (a, b) = match (it.next(), it.next()) {
            (Some(x), Some(y)) => (x.parse::<u32>().unwrap(), y.parse::<u32>().unwrap()),
            _ => continue,
        };
        let k = (b - a) as u64;
        let low = a.min(b) as u64;
        writeln!(out, "{}", if lower(k) == low { 0 } else { 1 }).unwrap();
    }
}
