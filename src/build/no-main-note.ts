import { nextOf, withoutCommentsAndStrings } from "../languages/main-class";

/**
 * A C or C++ source without main() fails at the link: "undefined reference to `main'", from a system file (Scrt1.o),
 * naming nothing of the user's. Say what is missing, and the near names a judge's own template or a slip leaves: a
 * misspelt main, one inside a namespace or a class, or one kept under #ifdef LOCAL.
 */
export function noMainNote(languageId: string, said: string, mainText: string): string {
  if ((languageId !== "c" && languageId !== "cpp") || !/undefined reference to [`‘']main['’]/.test(said)) return "";
  const code = withoutCommentsAndStrings(mainText);
  const lines = code.split("\n");
  const near = lines.findIndex((line) => /\b(?:int|void|signed)\s+(?!main\b)(?:ma[a-z]n|mian|mani|Main|MAIN|_main|main_)\s*\(/.test(line));
  const guarded = /^[^\S\r\n\u2028\u2029]*#\s*if(?:def|ndef)?\b/m.test(code) && /\bmain\s*\(/.test(code);
  const inScope = mainInScope(code);
  const hint = near >= 0 ? `; line ${near + 1} declares ${/\b(\w+)\s*\(/.exec(lines[near]!.replace(/\b(?:int|void|signed)\s+/, ""))?.[1]}(), not main()` : guarded ? "; its main() is under an #if that this build leaves out (ONLINE_JUDGE is defined here, LOCAL is not)" : inScope ? "; a main() inside a namespace, class or struct is not the program's main" : "";
  return ` (the source has no main(): a judge starts the program at int main()${hint})`;
}

/**
 * Whether an `int main(` follows the `{` of a namespace, class or struct (the first `{` or `;` after its keyword is a
 * `{`): what /\b(?:namespace|class|struct)\b[^;{]*\{[\s\S]*\bint\s+main\s*\(/ tests, in linear time (the pattern ran
 * each keyword of a source without braces to its end: "class " 20,000 times took 2 s of the judge's CPU).
 */
function mainInScope(code: string): boolean {
  let lastMain = -1;
  for (const match of code.matchAll(/\bint\s+main\s*\(/g)) lastMain = match.index;
  if (lastMain === -1) return false;
  const nextStop = nextOf(code, /[;{]/g);
  for (const match of code.matchAll(/\b(?:namespace|class|struct)\b/g)) {
    const stop = nextStop(match.index + match[0].length);
    if (stop === -1 || stop >= lastMain) return false;
    if (code[stop] === "{") return true;
  }
  return false;
}
