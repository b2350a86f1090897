// Text from a solution or a checker reaches the terminal only through this: an escape sequence in it could repaint
// a fake AC line or write to the clipboard (OSC 52). Each control character becomes one visible character, so
// columns (and the diff's caret) stay where they were.
/** The characters a terminal acts on instead of showing: C0 but tab and LF, DEL, C1, and the bidi controls. */
export const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** C0 controls as their Unicode control pictures (ESC is ␛), DEL as ␡, C1 and bidi overrides as �. Tab and LF stay. */
export function showControls(text: string): string {
  return text.replace(CONTROL, (char) => {
    const code = char.charCodeAt(0);
    if (code < 0x20) return String.fromCharCode(0x2400 + code);
    if (code === 0x7f) return "\u2421";
    return "\ufffd";
  });
}

/** A name on one line (a file's, a case's): controls visible as showControls, and a line break as ␊ too. */
export function showName(text: string): string {
  return showControls(text).replace(/\n/g, "\u240a");
}

// Characters a terminal shows as nothing or as a plain space, so that "first\u200B" looked identical to "first" and an
// NBSP like a trailing space: zero-width ones and the non-ASCII spaces (NBSP, U+2000-U+200B, U+3000, …). The BOM is
// <BOM> where it is shown (check-case-output.ts, format-difference.ts); U+200E/F and the bidi controls are CONTROL.
export const INVISIBLE = /[\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060-\u2064\u3000\u3164\uffa0]/g;

/** A character as `<U+XXXX>`. */
export function codePointName(char: string): string {
  return `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>`;
}

/** Zero-width characters and non-ASCII spaces as `<U+XXXX>`. */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, codePointName);
}

const ASCII = /^[\u0000-\u007f]*$/;

/**
 * Whether the expected text is ASCII and the actual one differs from it only in non-ASCII characters (a Cyrillic о in
 * "secоnd", a fullwidth digit, an invisible character): a homoglyph looks identical to what it replaces.
 */
export function differsOnlyInNonAscii(expected: string, actual: string): boolean {
  if (ASCII.test(actual) || !ASCII.test(expected)) return false;
  const want = [...expected];
  const got = [...actual.replace(INVISIBLE, "")];
  return want.length === got.length && got.every((char, index) => char === want[index] || !ASCII.test(char));
}

/** Every non-ASCII character as `<U+XXXX>` (the BOM stays for the caller's <BOM>). */
export function showNonAscii(text: string): string {
  return text.replace(/[^\u0000-\u007f\ufeff]/gu, codePointName);
}

/** The actual text beside an expected one: invisible characters as `<U+XXXX>`, and homoglyphs too (above). */
export function showAgainst(expected: string, actual: string): string {
  return differsOnlyInNonAscii(expected, actual) ? showNonAscii(actual) : showInvisible(actual);
}
