// --check "<predicate>", compiled from TypeScript where esbuild can run: outside the sandbox, for both views, since
// only the game (in the tool host) knows whether positions are n or (a, b).

export type CompiledPredicate = { js: string } | { error: string; hint: string };
import { loadEsbuild } from "../util/load-on-demand";

/** `n % 4 === 0`, `a === b`, or a whole arrow function `([a, b]) => …` (TypeScript allowed), for a 1-D and a 2-D view. */
export async function compilePredicate(source: string): Promise<Record<1 | 2, CompiledPredicate>> {
  return { 1: await compileFor(source, 1), 2: await compileFor(source, 2) };
}

async function compileFor(source: string, dims: 1 | 2): Promise<CompiledPredicate> {
  const esbuild = loadEsbuild();
  const isFunction = /=>|^\s*function\b/.test(source);
  const wrapped = isFunction
    ? `(${source})`
    : dims === 1
      ? `((n: number) => (${source}))`
      : `((p: readonly number[]) => { const [a, b] = p as [number, number]; return (${source}); })`;
  try {
    return { js: (await esbuild.transform(`export default ${wrapped};`, { loader: "ts", format: "cjs" })).code };
  } catch (error) {
    const message = ((error as { errors?: { text: string }[] }).errors ?? [])[0]?.text ?? String(error);
    return { error: `--check: cannot compile "${source}": ${message}`, hint: dims === 1 ? `write a condition on n, e.g. --check "n % 4 === 0"` : `write a condition on a and b, e.g. --check "a === b"` };
  }
}
