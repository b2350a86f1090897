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
