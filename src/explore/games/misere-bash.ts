import { subtractionGame } from "../../problem-kit/octal";

// Bash's game in misère play: take 1..m stones, and whoever takes the last stone loses (P exactly at n ≡ 1 mod m+1).
export const parameters = { m: 3 };
export const game = ({ m }: Record<string, number>) => ({
  ...subtractionGame(Array.from({ length: m! }, (_, i) => i + 1), `misère Bash's game, m = ${m}`),
  play: "misere" as const,
});
