/**
 * A source saved in a legacy encoding (GBK from a Chinese Windows editor, Windows-1252) is CE in javac, Python, rustc
 * and go, each in its own words ("unmappable character (0xD7) for encoding UTF-8", "Non-UTF-8 code", "illegal UTF-8
 * encoding"), none saying that the file's encoding is the cause: say it, and the fix.
 */
const SAYS_ENCODING = /unmappable character|Non-UTF-8 code|valid UTF-8|illegal UTF-8|invalid UTF-8|malformed input/i;

export function encodingNote(compilerSaid: string, source: Buffer): string {
  if (!SAYS_ENCODING.test(compilerSaid)) return "";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(source);
    return "";
  } catch {
    return " (the file is not UTF-8: saved in another encoding, as GBK or Windows-1252 are; save it as UTF-8)";
  }
}
