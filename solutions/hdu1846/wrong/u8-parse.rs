// expect: RE (reads n and m as u8, as the sample's numbers suggest small values: n and m go up to 1000, so parsing 256 or more fails and the unwrap panics)
use std::io::{self, Read, Write};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace();
    let c: u8 = it.next().unwrap().parse().unwrap();
    let out = io::stdout();
    let mut w = out.lock();
    for _ in 0..c {
        let n: u8 = it.next().unwrap().parse().unwrap();
        let m: u8 = it.next().unwrap().parse().unwrap();
        let period = m as u32 + 1;
        writeln!(w, "{}", if n as u32 % period != 0 { "first" } else { "second" }).unwrap();
    }
}
