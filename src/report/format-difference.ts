import type { SideView } from "../check/compare-output";
import type { Colors } from "./colors";
import { loadDiff } from "../util/load-on-demand";
import { differsOnlyInNonAscii, showControls, showInvisible, showNonAscii } from "../util/visible-text";

const WINDOW_BEFORE = 40;
const WINDOW_AFTER = 60;

/** Cuts a long line to a window around the column, marking the cuts. */
export function windowAround(text: string, column: number): { text: string; caretAt: number } {
  const at = Math.max(0, column - 1);
  if (text.length <= WINDOW_BEFORE + WINDOW_AFTER) return { text, caretAt: at };
  const start = Math.max(0, at - WINDOW_BEFORE);
  const end = Math.min(text.length, at + WINDOW_AFTER);
  const head = start > 0 ? "…" : "";
  return { text: `${head}${text.slice(start, end)}${end < text.length ? "…" : ""}`, caretAt: at - start + head.length };
}

// Makes CR, tabs and every other control character visible; a trailing space is shown as a middle dot; zero-width
// characters and non-ASCII spaces (and, with `all`, every non-ASCII character: homoglyphs) as <U+XXXX>.
function visible(text: string, all = false): string {
  const shown = all ? showNonAscii(text) : showInvisible(text);
  return showControls(shown.replace(/\uFEFF/g, "<BOM>").replace(/\r/g, "␍").replace(/\t/g, "→")).replace(/ +$/, (spaces) => "·".repeat(spaces.length));
}

// A comparer's column counts characters (code points); the line is a JS string, where one outside the BMP takes two.
function charColumn(text: string, column: number): number {
  return Array.from(text).slice(0, column - 1).join("").length + 1;
}

// The part of a side's line shown, its caret under the first differing character: lineText may itself be a part of a
// longer line (textColumn), marked with "…" where it starts after the line's start.
function shownPart(view: SideView): { text: string; caretAt: number } | undefined {
  if (view.lineText === null) return undefined;
  const from = view.textColumn ?? 1;
  const shown = windowAround(view.lineText, charColumn(view.lineText, Math.max(1, (view.caretColumn ?? view.column) - from + 1)));
  return from > 1 && !shown.text.startsWith("…") ? { text: `…${shown.text}`, caretAt: shown.caretAt + 1 } : shown;
}

/** The expected and actual lines at the first difference, with a caret under the column. */
export function formatDifference(expected: SideView, actual: SideView, c: Colors, indent: string): string[] {
  const lineLabel = (view: SideView) => (view.lineText === null ? "end" : String(view.line));
  const width = Math.max(lineLabel(expected).length, lineLabel(actual).length);
  const want = shownPart(expected);
  const got = shownPart(actual);
  // A line that differs from an ASCII expected one only in non-ASCII characters shows them all as <U+XXXX>.
  const homoglyphs = expected.lineText !== null && actual.lineText !== null && differsOnlyInNonAscii(expected.lineText, actual.lineText);
  let wantText = want ? visible(want.text) : c.dim("(end of output)");
  let gotText = got ? visible(got.text, homoglyphs) : c.dim("(end of output)");
  if (want && got) {
    const parts = loadDiff().diffChars(visible(want.text), visible(got.text, homoglyphs));
    wantText = parts.filter((part) => !part.added).map((part) => (part.removed ? c.green(c.bold(part.value)) : part.value)).join("");
    gotText = parts.filter((part) => !part.removed).map((part) => (part.added ? c.red(c.bold(part.value)) : part.value)).join("");
  }
  // Under the shown text: a character shown as <U+XXXX> or <BOM> moves the column it stands in.
  const caretAt = got ? visible(got.text.slice(0, got.caretAt), homoglyphs).length : want ? visible(want.text.slice(0, want.caretAt)).length : 0;
  return [
    `${indent}${c.green("expected")} ${lineLabel(expected).padStart(width)} │ ${wantText}`,
    `${indent}${c.red("actual  ")} ${lineLabel(actual).padStart(width)} │ ${gotText}`,
    `${indent}         ${" ".repeat(width)} │ ${" ".repeat(caretAt)}${c.yellow("^")}`,
  ];
}
