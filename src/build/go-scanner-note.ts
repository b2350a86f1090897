import type { InputLineLimit } from "../outcome/long-line-note";

/**
 * Go's bufio.Scanner holds a line (a token) of at most 64 KiB unless given a buffer: on a longer line Scan returns
 * false and Err() is ErrTooLong, which a contest solution never checks, so it stops reading and the verdict is a WA
 * (or an RE) that names a wrong answer, not the line. A Go source that makes a Scanner and never calls Buffer gets this
 * limit kept with its build; a case that fails on an input with a longer line then says so (outcome/long-line-note.ts).
 */

const SCANNER_MAX = 64 * 1024;

export function goScannerLimit(languageId: string, sourceText: string): InputLineLimit | undefined {
  // One split into words, runes or bytes never holds a whole line.
  if (languageId !== "go" || !/\bbufio\.NewScanner\s*\(/.test(sourceText) || /\bbufio\.Scan(Words|Runes|Bytes)\b/.test(sourceText)) return undefined;
  const buffers = [...sourceText.matchAll(/\.Buffer\s*\(/g)];
  if (buffers.length === 0) return { bytes: SCANNER_MAX, why: "bufio.Scanner's default buffer holds 64 KiB: on a longer line Scan() returns false (Err() is bufio.ErrTooLong); give it a larger one, sc.Buffer(make([]byte, 1<<20), 1<<26)" };
  // A buffer given with constant sizes holds the larger of its max and the slice's capacity: sc.Buffer(make([]byte,
  // 1024), 1000000) stopped at a million-byte line as silently (hdu2176's lines are 2 MB) and was not noted.
  const given = buffers.length === 1 ? /\.Buffer\s*\(\s*make\s*\(\s*\[\]byte\s*,\s*([\d_<*\s]+?)\s*(?:,\s*([\d_<*\s]+?)\s*)?\)\s*,\s*([\d_<*\s]+?)\s*\)/.exec(sourceText) : null;
  const sizes = given ? [given[1], given[2], given[3]].map((text) => (text === undefined ? 0 : constantSize(text))) : [];
  if (!given || sizes.some((size) => size === undefined)) return undefined;
  const bytes = Math.max(...(sizes as number[]));
  return { bytes, why: `its bufio.Scanner's buffer holds ${bytes} bytes (sc.Buffer): on a longer line Scan() returns false (Err() is bufio.ErrTooLong); give it more, sc.Buffer(make([]byte, 1<<20), 1<<26)` };
}

/** A Go constant of decimal literals joined by << and * (one precedence, left to right), or undefined. */
function constantSize(text: string): number | undefined {
  const parts = text.replace(/\s+/g, "").split(/(<<|\*)/);
  let value: number | undefined;
  for (let i = 0; i < parts.length; i += 2) {
    const part = parts[i]!;
    if (!/^\d[\d_]*$/.test(part)) return undefined;
    const operand = Number(part.replaceAll("_", ""));
    value = value === undefined ? operand : parts[i - 1] === "<<" ? value * 2 ** operand : value * operand;
  }
  return value !== undefined && Number.isSafeInteger(value) ? value : undefined;
}
