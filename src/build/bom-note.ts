import { startsWithByteOrderMark } from "../util/byte-order-mark";

/**
 * javac rejects a byte-order mark ("illegal character: '\ufeff'", as Kattis's and Codeforces' javac do), and its
 * message showed an invisible character under the caret: say what it is and how to save the file without it.
 */
export function bomNote(compilerSaid: string): string {
  return /illegal character: '\\ufeff'/.test(compilerSaid) ? " (the file starts with a byte-order mark, U+FEFF, which javac rejects: save it as UTF-8 without BOM)" : "";
}

/**
 * A shell script saved with a byte-order mark passes `bash -n`: bash reads the mark as part of the script's first word
 * (`$'\357\273\277read'`), a command that does not exist, and in the box looking for it ends in a refused fork, so the
 * RE said "fork: Operation not permitted" and nothing of the mark. The note an RE of such a script gets; "" otherwise.
 */
export function scriptBomNote(languageId: string, source: Buffer): string {
  if (languageId !== "bash" || !startsWithByteOrderMark(source)) return "";
  return "note: the script starts with a byte-order mark (U+FEFF), which bash reads as part of its first word, a command that then does not exist (in the box, looking for it is a refused fork): save it as UTF-8 without BOM";
}
