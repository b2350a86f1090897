import { join } from "node:path";
import { explore, type Exploration } from "../../src/explore/explore";
import { gameFromModule } from "../../src/explore/load-game";

export const root = join(import.meta.dirname, "..", "..");

/** Loads a game module (a path from the repository root) in process, as the tool host would, and explores it. */
export async function exploreFile(path: string, options: { range?: number; misere?: boolean; parameters?: Record<string, number> } = {}): Promise<Exploration> {
  const loaded = gameFromModule(await import(join(root, path)), path, options.parameters ?? {});
  return explore(loaded, { ...(options.range ? { range: options.range } : {}), ...(options.misere ? { misere: true } : {}) });
}

/** The outcome class the explorer found for a 1-D position n. */
export const isPAt = (result: Exploration, n: number) => result.view.values[n] === 0;

/** Grundy values by a plain memoised recursion over the options of a heap: the tests' own oracle. */
export function grundyByRecursion(options: (n: number) => number[][], max: number): number[] {
  const memo = new Map<number, number>();
  const g = (n: number): number => {
    const known = memo.get(n);
    if (known !== undefined) return known;
    const seen = new Set(options(n).map((parts) => parts.reduce((x, part) => x ^ g(part), 0)));
    let value = 0;
    while (seen.has(value)) value++;
    memo.set(n, value);
    return value;
  };
  return Array.from({ length: max + 1 }, (_, n) => g(n));
}
