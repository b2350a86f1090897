// expect: RE (fills a win/lose table over the stones left, win[i] = some take of 1..=m reaches a lost count, but allocates it with vec![false; n] and fills 1..=n: writing win[n] is out of bounds, and the panic ends the run at the first game)
use std::io::{self, Read};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let c = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..c {
        let n = it.next().unwrap();
        let m = it.next().unwrap();
        let mut win = vec![false; n];
        for i in 1..=n {
            win[i] = (1..=m.min(i)).any(|k| !win[i - k]);
        }
        out.push_str(if win[n] { "first\n" } else { "second\n" });
    }
    print!("{}", out);
}
