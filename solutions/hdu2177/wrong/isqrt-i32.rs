// expect: WA or TLE (the exact ⌊(k + isqrt(5k²))/2⌋, but k is an i32 and 5 * k * k wraps silently under rustc -O (no overflow checks) from k = 20725 on: the wrapped or negative square sends the root's correction loops astray)
use std::io::{self, BufWriter, Read, Write};

fn lower(k: i32) -> i32 {
    let sq = 5 * k * k;
    let mut s = (sq as f64).sqrt() as i32;
    while s * s > sq {
        s -= 1;
    }
    while (s + 1) * (s + 1) <= sq {
        s += 1;
    }
    (k + s) / 2
}

fn partner(v: i32) -> i32 {
    if v == 0 {
        return 0;
    }
    let next = lower(v + 1);
    let j = next - (v + 1);
    if lower(j) == v {
        v + j
    } else {
        v - (2 * (v + 1) - next - 1)
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let out = io::stdout();
    let mut out = BufWriter::new(out.lock());
    let mut it = input.split_ascii_whitespace().map(|t| t.parse::<i32>().unwrap());
    while let (Some(a), Some(b)) = (it.next(), it.next()) {
        if a == 0 && b == 0 {
            break;
        }
        let d = b - a;
        let low = lower(d);
        if low == a {
            writeln!(out, "0").unwrap();
            continue;
        }
        writeln!(out, "1").unwrap();
        if low < a {
            writeln!(out, "{} {}", low, low + d).unwrap();
        }
        let (pa, pb) = (partner(a), partner(b));
        let mut moves: Vec<(i32, i32)> = Vec::new();
        if pb < a {
            moves.push((pb, b));
        }
        if pa < b && a != b {
            moves.push((a.min(pa), a.max(pa)));
        }
        moves.sort();
        for (x, y) in moves {
            writeln!(out, "{} {}", x, y).unwrap();
        }
    }
}
