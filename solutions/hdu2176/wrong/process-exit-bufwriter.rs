// expect: WA (right moves written through a BufWriter, but the program ends with std::process::exit(0) at the closing 0: exit runs no destructors, so whatever is still in the writer's buffer, the whole output of a small input, is never written)
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<u32>().unwrap());
    let mut piles: Vec<u32> = Vec::new();
    loop {
        let m = match it.next() {
            Some(m) => m as usize,
            None => break,
        };
        if m == 0 {
            std::process::exit(0);
        }
        piles.clear();
        for _ in 0..m {
            piles.push(it.next().unwrap());
        }
        let x = piles.iter().fold(0, |acc, &p| acc ^ p);
        if x == 0 {
            writeln!(out, "No").unwrap();
            continue;
        }
        writeln!(out, "Yes").unwrap();
        for &p in &piles {
            if p ^ x < p {
                writeln!(out, "{} {}", p, p ^ x).unwrap();
            }
        }
    }
}
