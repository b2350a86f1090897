import { withoutCommentsAndStrings } from "../languages/main-class";

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
  const guarded = /^\s*#\s*if(?:def|ndef)?\b/m.test(code) && /\bmain\s*\(/.test(code);
  const inScope = /\b(?:namespace|class|struct)\b[^;{]*\{[\s\S]*\bint\s+main\s*\(/.test(code);
  const hint = near >= 0 ? `; line ${near + 1} declares ${/\b(\w+)\s*\(/.exec(lines[near]!.replace(/\b(?:int|void|signed)\s+/, ""))?.[1]}(), not main()` : guarded ? "; its main() is under an #if that this build leaves out (ONLINE_JUDGE is defined here, LOCAL is not)" : inScope ? "; a main() inside a namespace, class or struct is not the program's main" : "";
  return ` (the source has no main(): a judge starts the program at int main()${hint})`;
}
