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
  // A line's own habits: "n % 3 === 0;" ended in a semicolon the wrapping's ")" could not follow, and a trailing
  // "// comment" swallowed that ")": both failed as 'Expected ")"', a parenthesis the user never wrote. The text ends
  // on a line of its own, and the semicolons that end it (before a last // comment, if any) are dropped.
  const body = `${source.replace(/[\s;]*;(\s*(?:\/\/[^\n]*)?\s*)$/, "$1")}\n`;
  const isFunction = /=>|^\s*function\b/.test(source);
  const names = "const [a, b, c, d, e, f] = p as number[]; const [x1, x2, x3, x4, x5, x6, x7, x8] = p as number[]; void [a, b, c, d, e, f, x1, x2, x3, x4, x5, x6, x7, x8];";
  const wrapped = isFunction
    ? `(${body})`
    : kind === "1"
      ? `((n: number) => (${body}))`
      : kind === "2"
        ? `((p: readonly number[]) => { const [a, b] = p as [number, number]; return (${body}); })`
        : `((p: readonly number[]) => { ${names} return (${body}); })`;
  try {
    return { js: (await esbuild.transform(`export default ${wrapped};`, { loader: "ts", format: "cjs" })).code };
  } catch (error) {
    const message = ((error as { errors?: { text: string }[] }).errors ?? [])[0]?.text ?? String(error);
    const example = option === "--check" ? { 1: `"n % 4 === 0"`, 2: `"a === b"`, k: `"(a ^ b ^ c) === 0"` } : { 1: `"n % 3"`, 2: `"a ^ b"`, k: `"a ^ b ^ c"` };
    const what = kind === "1" ? "an expression in n" : kind === "2" ? "an expression in a and b" : "an expression in a, b, c, … (or x1, x2, …, or the tuple p)";
    // "n % 3 === 0; n > 1" is two statements: its 'Expected ")" but found ";"' named a parenthesis the user never wrote.
    const grundy = option === "--check-grundy";
    const arrow = { 1: `"(n) => { const r = n % 3; return ${grundy ? "r" : "r === 0"}; }"`, 2: `"([a, b]) => { const x = a ^ b; return ${grundy ? "x" : "x === 0"}; }"`, k: `"(p) => { const x = p[0] ^ p[1] ^ p[2]; return ${grundy ? "x" : "x === 0"}; }"` };
    const statements = !isFunction && /found ";"/.test(message);
    const hint = statements ? `write one ${what.slice(3)}, not statements: join conditions with && or ||, or give an arrow function with return, e.g. ${arrow[kind]}` : `write ${what}, e.g. ${option} ${example[kind]}`;
    return { error: `${option}: cannot compile "${source}": ${statements ? "it holds several statements (a ; inside)" : message}`, hint };
  }
}
