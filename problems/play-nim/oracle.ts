// Who wins each game, by Bouton's theorem computed differently from the players: bit by bit, count the piles with that
// bit set; the first player loses exactly when every count is even.

export function winnerOf(piles: readonly number[]): "first" | "second" {
  for (let bit = 0; bit < 31; bit++) {
    let count = 0;
    for (const p of piles) if (Math.floor(p / 2 ** bit) % 2 === 1) count++;
    if (count % 2 === 1) return "first";
  }
  return "second";
}

export function answerFile(games: readonly number[][]): string {
  return games.map((piles) => `${winnerOf(piles)}\n`).join("");
}
