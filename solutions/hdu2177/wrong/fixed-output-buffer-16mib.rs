// expect: RE (right moves, but the output goes into a fixed vec![0u8; 1 << 24] written once at the end, the 16 MiB of a common fast-output template: 10^6 positions with two or three moves each need over 40 MB, and the index passes the end, a panic)
use std::io::{self, BufRead, BufReader, Write};

fn lower(k: u64) -> u64 {
    let n = 5 * k * k;
    let mut s = (n as f64).sqrt() as u64;
    while s * s > n {
        s -= 1;
    }
    while (s + 1) * (s + 1) <= n {
        s += 1;
    }
    (k + s) / 2
}

fn partner(v: u64) -> u64 {
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

struct Out {
    buf: Vec<u8>,
    pos: usize,
}

impl Out {
    fn byte(&mut self, b: u8) {
        self.buf[self.pos] = b;
        self.pos += 1;
    }
    fn num(&mut self, mut v: u64) {
        let mut digits = [0u8; 20];
        let mut n = 0;
        loop {
            digits[n] = b'0' + (v % 10) as u8;
            n += 1;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        while n > 0 {
            n -= 1;
            self.byte(digits[n]);
        }
    }
    fn pair(&mut self, x: u64, y: u64) {
        self.num(x);
        self.byte(b' ');
        self.num(y);
        self.byte(b'\n');
    }
}

fn main() {
    let stdin = io::stdin();
    let mut reader = BufReader::with_capacity(1 << 16, stdin.lock());
    let mut out = Out { buf: vec![0u8; 1 << 24], pos: 0 };
    let mut next = || -> Option<u64> {
        let mut v = 0u64;
        let mut seen = false;
        loop {
            let buf = reader.fill_buf().unwrap();
            if buf.is_empty() {
                return if seen { Some(v) } else { None };
            }
            let mut used = 0;
            let mut done = false;
            for &c in buf {
                used += 1;
                if c.is_ascii_digit() {
                    v = v * 10 + (c - b'0') as u64;
                    seen = true;
                } else if seen {
                    done = true;
                    break;
                }
            }
            reader.consume(used);
            if done {
                return Some(v);
            }
        }
    };
    while let (Some(a), Some(b)) = (next(), next()) {
        if a == 0 && b == 0 {
            break;
        }
        let d = b - a;
        let ad = lower(d);
        if ad == a {
            out.byte(b'0');
            out.byte(b'\n');
            continue;
        }
        out.byte(b'1');
        out.byte(b'\n');
        if ad < a {
            out.pair(ad, ad + d);
        }
        let pb = partner(b);
        let pa = partner(a);
        let cut_a = if pb < a { Some((pb, b)) } else { None };
        let cut_b = if pa < b { Some((a.min(pa), a.max(pa))) } else { None };
        match (cut_a, cut_b) {
            (Some(p), Some(q)) if p == q => out.pair(p.0, p.1),
            (Some(p), Some(q)) => {
                let (f, s) = if p.0 <= q.0 { (p, q) } else { (q, p) };
                out.pair(f.0, f.1);
                out.pair(s.0, s.1);
            }
            (Some(p), None) | (None, Some(p)) => out.pair(p.0, p.1),
            (None, None) => {}
        }
    }
    io::stdout().write_all(&out.buf[..out.pos]).unwrap();
}
