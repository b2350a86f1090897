// expect: RE (the right strategy with the heap and the limit in u64, but the interactor's take is parsed as u32, as the small examples suggest: on a heap of about 10^10 and more the interactor may take more than 4,294,967,295 stones, the parse fails and the unwrap panics)
use std::io::{self, BufRead, Write};

fn winning_take(fibs: &[u64], m: u64, limit: u64) -> u64 {
    if limit >= m {
        return m;
    }
    let mut terms = Vec::new();
    let mut rest = m;
    for &f in fibs.iter().rev() {
        if rest == 0 {
            break;
        }
        if f <= rest {
            terms.push(f);
            rest -= f;
        }
    }
    terms.reverse();
    let mut sum = 0u64;
    let mut best = 0u64;
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
    let mut fibs = vec![1u64, 2];
    while *fibs.last().unwrap() <= 1_000_000_000_000_000_000 {
        let next = fibs[fibs.len() - 1] + fibs[fibs.len() - 2];
        fibs.push(next);
    }
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let games: usize = lines.next().unwrap().unwrap().trim().parse().unwrap();
    for _ in 0..games {
        let n: u64 = lines.next().unwrap().unwrap().trim().parse().unwrap();
        let mut left = n;
        let mut limit = n - 1;
        let mut mine = winning_take(&fibs, n, n - 1) != 0;
        writeln!(out, "{}", if mine { "first" } else { "second" }).unwrap();
        out.flush().unwrap();
        while left > 0 {
            if mine {
                let mut take = winning_take(&fibs, left, limit);
                if take == 0 {
                    take = 1;
                }
                writeln!(out, "{}", take).unwrap();
                out.flush().unwrap();
                left -= take;
                limit = 2 * take;
            } else {
                let take: u32 = lines.next().unwrap().unwrap().trim().parse().unwrap();
                left -= take as u64;
                limit = 2 * take as u64;
            }
            mine = !mine;
        }
    }
}
