// expect: RE (reads each line with read_line, which keeps the line end, and takes it off with trim_end_matches('\n') before parse::<u32>().unwrap(): a CRLF line keeps its '\r' and the unwrap panics)
use std::collections::HashSet;
use std::io::{self, BufRead, BufWriter, Write};

fn main() {
    let mut fib = HashSet::new();
    let (mut a, mut b): (u64, u64) = (1, 2);
    while b < 1 << 31 {
        fib.insert(b as u32);
        let t = a + b;
        a = b;
        b = t;
    }
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line).unwrap() == 0 {
            break;
        }
        if line.trim().is_empty() {
            continue;
        }
        let n: u32 = line.trim_start().trim_end_matches('\n').parse().unwrap();
        if n == 0 {
            break;
        }
        out.write_all(if fib.contains(&n) { b"Second win\n" } else { b"First win\n" }).unwrap();
    }
}
