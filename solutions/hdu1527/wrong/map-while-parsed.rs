// expect: WA (reads lines with lines().map_while, stopping at the first line whose two numbers do not parse: a blank line in the middle of the input (the statement allows them) ends the reading, and the positions after it go unanswered)
use std::io::{self, BufRead, Write};

fn lower(k: i64) -> i64 {
    let sq = 5 * k * k;
    let mut s = (sq as f64).sqrt() as i64;
    while s * s > sq { s -= 1; }
    while (s + 1) * (s + 1) <= sq { s += 1; }
    (k + s) / 2
}

fn main() {
    let stdin = io::stdin();
    let out = io::stdout();
    let mut w = io::BufWriter::new(out.lock());
    let pairs = stdin.lock().lines().map_while(|l| {
        let l = l.ok()?;
        let mut it = l.split_ascii_whitespace();
        let a: i64 = it.next()?.parse().ok()?;
        let b: i64 = it.next()?.parse().ok()?;
        Some((a.min(b), a.max(b)))
    });
    for (a, b) in pairs {
        writeln!(w, "{}", if lower(b - a) == a { 0 } else { 1 }).unwrap();
    }
}
