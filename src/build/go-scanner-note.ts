import type { InputLineLimit } from "../outcome/long-line-note";

/**
 * Go's bufio.Scanner holds a line (a token) of at most 64 KiB unless given a buffer: on a longer line Scan returns
 * false and Err() is ErrTooLong, which a contest solution never checks, so it stops reading and the verdict is a WA
 * (or an RE) that names a wrong answer, not the line. A Go source that makes a Scanner and never calls Buffer gets this
 * limit kept with its build; a case that fails on an input with a longer line then says so (outcome/long-line-note.ts).
 */

const SCANNER_MAX = 64 * 1024;

export function goScannerLimit(languageId: string, sourceText: string): InputLineLimit | undefined {
  // A Scanner given a buffer holds more; one split into words, runes or bytes never holds a whole line.
  if (languageId !== "go" || !/\bbufio\.NewScanner\s*\(/.test(sourceText) || /\.Buffer\s*\(|\bbufio\.Scan(Words|Runes|Bytes)\b/.test(sourceText)) return undefined;
  return { bytes: SCANNER_MAX, why: "bufio.Scanner's default buffer holds 64 KiB: on a longer line Scan() returns false (Err() is bufio.ErrTooLong); give it a larger one, sc.Buffer(make([]byte, 1<<20), 1<<26)" };
}
