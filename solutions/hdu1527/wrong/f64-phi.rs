// expect: WA (⌊kφ⌋ as ((k as f64) * PHI).floor() with PHI = (1 + 5f64.sqrt()) / 2: the double product is one too high at 14 k up to 381966011)
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    while let (Some(a), Some(b)) = (it.next(), it.next()) {
        let (a, b) = if a > b { (b, a) } else { (a, b) };
        let k = b - a;
        let low = ((k as f64) * phi).floor() as i64;
        writeln!(out, "{}", if low == a { 0 } else { 1 }).unwrap();
    }
}
