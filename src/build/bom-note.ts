/**
 * javac rejects a byte-order mark ("illegal character: '\ufeff'", as Kattis's and Codeforces' javac do), and its
 * message showed an invisible character under the caret: say what it is and how to save the file without it.
 */
export function bomNote(compilerSaid: string): string {
  return /illegal character: '\\ufeff'/.test(compilerSaid) ? " (the file starts with a byte-order mark, U+FEFF, which javac rejects: save it as UTF-8 without BOM)" : "";
}
