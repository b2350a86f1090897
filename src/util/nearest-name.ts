import { closest, distance } from "fastest-levenshtein";

/** A typo's nearest known name (--lang pyhton, --judge codefroces), when one is close enough to be meant. */
export function nearestName(wanted: string, names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const guess = closest(wanted, names as string[]);
  return distance(wanted, guess) <= Math.max(1, Math.floor(guess.length / 3)) ? guess : undefined;
}
