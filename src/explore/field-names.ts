import { UserError } from "../errors";

// A misspelt field of a game module was ignored: splitrests: (n) => [n] analysed the game without its splits, isstate
// counted the states it rules out, unequalSplit allowed equal splits, all without a word. A field one letter (or its
// case) from a field the game does not give is refused; the module's other fields (helpers such as takes) are left
// alone. Runs in the tool host's sandbox, which bundles no package: the edit distance is written here.

/** Every field a game may give (src/problem-kit/game-definition.ts). */
const FIELDS = ["name", "rules", "shape", "piles", "play", "defaultRange", "moves", "forEachMove", "splits", "splitRests", "unequalSplits", "slides", "extraMoves", "isState", "potential", "start", "firstPosition", "octal", "sumOfHeaps", "format"];

export function checkFieldNames(game: object, path: string): void {
  const own = new Set<string>();
  for (let o: object | null = game; o && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
    for (const key of Object.getOwnPropertyNames(o)) if (key !== "constructor") own.add(key);
  }
  for (const key of own) {
    if (FIELDS.includes(key)) continue;
    const meant = FIELDS.find((field) => !own.has(field) && (field.toLowerCase() === key.toLowerCase() || editDistance(field, key) <= (field.length >= 8 ? 2 : 1)));
    if (meant) throw new UserError(`${path}: game.${key} is no field of a game, so it would be ignored; did you mean ${meant}?`, `rename it ${meant} (see src/problem-kit/game-definition.ts)`);
  }
}

/** Levenshtein distance, by the two-row table (field names are short). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}
