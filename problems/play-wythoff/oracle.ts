// Who wins each game, by a method independent of the interactor's isqrt: ⌊kφ⌋ from a 40-digit rational bound on φ
// (exact for every k up to 10^9, since kφ is at least 1/k² away from an integer), and a losing position is (⌊kφ⌋, ⌊kφ⌋ + k).

const SCALE = 10n ** 40n;
// φ = 1.6180339887498948482045868343656381177203…, cut to 40 digits: off by less than 10^-40.
const PHI = 16180339887498948482045868343656381177203n;

function floorKPhi(k: bigint): bigint {
  return (k * PHI) / SCALE;
}

export function winnerOf(a: number, b: number): "first" | "second" {
  const [x, y] = a <= b ? [a, b] : [b, a];
  return floorKPhi(BigInt(y - x)) === BigInt(x) ? "second" : "first";
}

export function answerFile(games: readonly [number, number][]): string {
  return games.map(([a, b]) => `${winnerOf(a, b)}\n`).join("");
}
