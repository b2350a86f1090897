// --check "<predicate>" and --check-grundy "<expression>", compiled from TypeScript where esbuild can run: outside
// the sandbox, for every view, since only the game (in the tool host) knows whether positions are n, (a, b) or tuples.

export type CompiledPredicate = { js: string } | { error: string; hint: string };
/** "1": n; "2": a and b; "k": a tuple p, also named a, b, c, … and x1, x2, …. */
export type ViewKind = "1" | "2" | "k";
import { loadEsbuild } from "../util/load-on-demand";

export function viewKind(dims: number): ViewKind {
  return dims === 1 ? "1" : dims === 2 ? "2" : "k";
}

/** `n % 4 === 0`, `a === b`, or a whole arrow function `([a, b]) => …` (TypeScript allowed), for every view. */
export async function compilePredicate(source: string, option: "--check" | "--check-grundy" = "--check"): Promise<Record<ViewKind, CompiledPredicate>> {
  return { 1: await compileFor(source, "1", option), 2: await compileFor(source, "2", option), k: await compileFor(source, "k", option) };
}

async function compileFor(source: string, kind: ViewKind, option: string): Promise<CompiledPredicate> {
  const esbuild = loadEsbuild();
  const isFunction = /=>|^\s*function\b/.test(source);
  const names = "const [a, b, c, d, e, f] = p as number[]; const [x1, x2, x3, x4, x5, x6, x7, x8] = p as number[]; void [a, b, c, d, e, f, x1, x2, x3, x4, x5, x6, x7, x8];";
  const wrapped = isFunction
    ? `(${source})`
    : kind === "1"
      ? `((n: number) => (${source}))`
      : kind === "2"
        ? `((p: readonly number[]) => { const [a, b] = p as [number, number]; return (${source}); })`
        : `((p: readonly number[]) => { ${names} return (${source}); })`;
  try {
    return { js: (await esbuild.transform(`export default ${wrapped};`, { loader: "ts", format: "cjs" })).code };
  } catch (error) {
    const message = ((error as { errors?: { text: string }[] }).errors ?? [])[0]?.text ?? String(error);
    const example = option === "--check" ? { 1: `"n % 4 === 0"`, 2: `"a === b"`, k: `"(a ^ b ^ c) === 0"` } : { 1: `"n % 3"`, 2: `"a ^ b"`, k: `"a ^ b ^ c"` };
    return { error: `${option}: cannot compile "${source}": ${message}`, hint: `write ${kind === "1" ? "an expression in n" : kind === "2" ? "an expression in a and b" : "an expression in a, b, c, … (or x1, x2, …, or the tuple p)"}, e.g. ${option} ${example[kind]}` };
  }
}
