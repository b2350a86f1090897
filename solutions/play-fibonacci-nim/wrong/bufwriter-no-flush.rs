// expect: ILE (the right strategy in u64, but the usual fast-output BufWriter over stdout, flushed only when it is dropped at the end: the side and the moves stay in its buffer while the interactor waits for them, and both sides wait)
use std::io::{self, BufRead, Write};

fn winning_take(fib: &[u64], m: u64, limit: u64) -> u64 {
    if limit >= m {
        return m;
    }
    let mut terms = Vec::new();
    let mut rest = m;
    for &f in fib.iter().rev() {
        if f <= rest {
            terms.push(f);
            rest -= f;
        }
    }
    terms.reverse();
    let (mut sum, mut best) = (0u64, 0u64);
    for k in 0..terms.len() {
        sum += terms[k];
        if sum > limit {
            break;
        }
        if k + 1 == terms.len() || terms[k + 1] > 2 * sum {
            best = sum;
        }
    }
    best
}

fn main() {
    let mut fib = vec![1u64, 2];
    while *fib.last().unwrap() <= 2_000_000_000_000_000_000 {
        let n = fib.len();
        fib.push(fib[n - 1] + fib[n - 2]);
    }
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next = move || -> u64 { lines.next().unwrap().unwrap().trim().parse().unwrap() };
    let out = io::stdout();
    let mut out = io::BufWriter::new(out.lock());
    let games = next();
    for _ in 0..games {
        let n = next();
        let mut mine = winning_take(&fib, n, n - 1) > 0;
        writeln!(out, "{}", if mine { "first" } else { "second" }).unwrap();
        let (mut left, mut limit) = (n, n - 1);
        while left > 0 {
            let take = if mine {
                let t = winning_take(&fib, left, limit);
                writeln!(out, "{}", t).unwrap();
                t
            } else {
                next()
            };
            left -= take;
            limit = 2 * take;
            mine = !mine;
        }
    }
}
