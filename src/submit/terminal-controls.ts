import { CONTROL } from "../util/visible-text";

// The text submit prints on a terminal must be what a copy from the screen gives: a control character in it (an
// escape sequence, a lone CR, a C1 or bidi control) would be acted on, not shown, and could write to the clipboard
// (OSC 52) or hide a line. Tab, LF and the CR of a CRLF are what they look like.
const ACTED_ON = new RegExp(`(?!\\r\\n)${CONTROL.source}`);

/** The first such character's place (1-based) and code, or undefined when the text shows as it is. */
export function firstTerminalControl(text: string): { line: number; column: number; code: string } | undefined {
  const found = ACTED_ON.exec(text);
  if (!found) return undefined;
  const before = text.slice(0, found.index);
  const line = before.split("\n").length;
  const column = found.index - before.lastIndexOf("\n");
  return { line, column, code: `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` };
}
