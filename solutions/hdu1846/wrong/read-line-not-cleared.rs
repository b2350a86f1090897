// expect: WA (reads each game with stdin.read_line(&mut line) into one String that is never cleared: read_line appends, so every game after the first still parses the first game's numbers)
use std::io;

fn main() {
    let stdin = io::stdin();
    let mut line = String::new();
    stdin.read_line(&mut line).unwrap();
    let c: usize = line.trim().parse().unwrap();
    line.clear();
    let mut answered = 0;
    while answered < c {
        if stdin.read_line(&mut line).unwrap() == 0 {
            break;
        }
        let nums: Vec<u32> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
        if nums.len() < 2 {
            continue;
        }
        let (n, m) = (nums[0], nums[1]);
        println!("{}", if n % (m + 1) == 0 { "second" } else { "first" });
        answered += 1;
    }
}
