import type { CaseRecipe } from "../../src/problem-kit/case-recipe";
import { formatGames, generator, SMALL_MAX } from "./gen";
import { MAX_GAMES, MAX_M, MAX_N, type Instance } from "./validate";

// Every game with n, m ≤ 60, n-major, cut into files of at most C = 100 games.
const small: Instance[] = [];
for (let n = 1; n <= SMALL_MAX; n++) for (let m = 1; m <= SMALL_MAX; m++) small.push({ n, m });
const smallFiles: CaseRecipe[] = [];
for (let start = 0; start < small.length; start += MAX_GAMES) {
  const index = String(smallFiles.length + 1).padStart(2, "0");
  smallFiles.push({ name: `03-small-${index}`, input: formatGames(small.slice(start, start + MAX_GAMES)) });
}

// The m whose period m + 1 divides 1000, so that n = 1000 is lost, then other limits up to 1000.
const dividingLimits = [1, 3, 4, 7, 9, 19, 24, 39, 49, 99, 124, 199, 249, 499, 999];
const otherLimits = [2, 5, 6, 8, 10, 500, 998, 1000, ...Array.from({ length: 100 }, (_, i) => 11 + 9 * i)];
const maxLimits = [...new Set([...dividingLimits, ...otherLimits])].slice(0, MAX_GAMES);

export const caseRecipes: CaseRecipe[] = [
  { name: "01-sample", input: "2\n23 2\n4 3\n", expected: "first\nsecond\n" },
  {
    // The smallest games, n = m + 1 (the first lost one), and multiples of m + 1 with their neighbours.
    name: "02-edges",
    input: formatGames(
      [
        { n: 1, m: 1 },
        { n: 2, m: 1 },
        { n: 1, m: MAX_M },
        { n: MAX_N, m: MAX_M },
        { n: MAX_N, m: MAX_M - 1 },
        { n: MAX_N, m: 1 },
        { n: MAX_N - 1, m: 1 },
        ...[2, 3, 10, 99, 332, 499].flatMap((m) => [-1, 0, 1].flatMap((d) => [{ n: m + 1 + d, m }, { n: 2 * (m + 1) + d, m }])),
      ].filter(({ n, m }) => n >= 1 && n <= MAX_N && m >= 1 && m <= MAX_M),
    ),
  },
  ...smallFiles,
  { name: "04-max", input: formatGames(maxLimits.map((m) => ({ n: MAX_N, m }))) },
  { name: "05-random-large", input: (rng) => formatGames(Array.from({ length: MAX_GAMES }, () => generator.random(rng, "large"))) },
  {
    // Only lost games, at the largest n each limit allows: "always first" fails every line.
    name: "06-lost-large",
    input: (rng) =>
      formatGames(
        Array.from({ length: MAX_GAMES }, () => {
          const m = rng.int(1, MAX_M - 1);
          return { n: Math.floor(MAX_N / (m + 1)) * (m + 1), m };
        }),
      ),
  },
  { name: "07-min", input: "1\n1 1\n" },
  { name: "08-blank-lines-no-final-newline", input: "3\n\n23 2\n  4 3\n\n1000 1000" },
  // CRLF, tabs and runs of spaces, blank lines between games, and no final newline again.
  { name: "09-crlf-tabs-blank-lines", input: "6\r\n\r\n23\t2\r\n 4  3\r\n\r\n1000 1000\r\n7\t\t3\r\n\r\n12 5\r\n999 999" },
  // The first line may start with whitespace too: a reader that splits on whitespace and keeps the empty first token
  // takes "" for C = 0; a tab between n and m, and the "\r" of CRLF read as a digit, are caught here as well.
  { name: "10-leading-space-crlf-tabs", input: " 3\r\n8\t3\r\n1000 999\r\n5\t4\r\n" },
  { name: "11-leading-tab-mixed", input: "\t4\n12\t3\r\n6 5\n999\t998\r\n7 1\n" },
  // Blank lines that hold spaces or tabs, between games whose answers alternate: a reader that skips a blank line only
  // when it is empty (Java's line.isEmpty(), C++'s line.empty()) takes such a line for a game, and crashes on it or
  // answers the game before again (a helper's Java passed every case before these two).
  { name: "12-whitespace-lines", input: "6\n \n23 2\n\t\n4 3\n  \t \n1000 1000\n \t\n12 5\n\t\t\n999 999\n   \n24 5\n" },
  // The same under CRLF, with empty CRLF lines too: such a line is "\r" to getline, not empty (09 held the only ones).
  { name: "13-crlf-whitespace-lines", input: "5\r\n\r\n8 3\r\n \t\r\n9 3\r\n\r\n\r\n10 4\r\n\t\r\n1000 998\r\n \r\n6 5\r\n" },
  // Tabs and runs of blanks between n and m in games the first player wins: only 09 held such games (23\t2, 7\t\t3);
  // the tab games of 10 and 11 are all lost, and a reader that turns "8\t3" into n = 0 (a split on one space with the
  // parse error ignored) says "second" there too, so a helper's Go was killed by 09 alone.
  { name: "14-tabs-first-wins", input: "6\n23\t2\n4\t3\n7  3\n1000\t 998\n12 \t5\n999\t\t1\n" },
  { name: "15-tabs-first-wins-crlf", input: "4\r\n10\t2\r\n11  5\r\n1\t1\r\n500 \t 7\r\n" },
];
