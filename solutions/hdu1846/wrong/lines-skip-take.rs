// expect: RE (takes the games as the lines after the first, lines().skip(1).take(c), and parses each with unwrap: a blank line between games has no numbers and the unwrap panics)
use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut lines = input.lines();
    let c: usize = lines.next().unwrap().trim().parse().unwrap();
    let mut out = String::new();
    for line in lines.take(c) {
        let mut it = line.split_whitespace();
        let n: u32 = it.next().unwrap().parse().unwrap();
        let m: u32 = it.next().unwrap().parse().unwrap();
        out.push_str(if n % (m + 1) == 0 { "second\n" } else { "first\n" });
    }
    print!("{}", out);
}
