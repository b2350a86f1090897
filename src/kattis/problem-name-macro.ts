// The argument of a LaTeX statement's \problemname{…}, as /\\problemname\{(.*)\}/ reads it (to the line's last `}`),
// found in linear time: that pattern ran each `\problemname{` of a line without a `}` to the line's end, so import
// took 1.9 s of a legacy package's 260 KB problem.tex of them and hours of a 64 MiB one.

const MARK = "\\problemname{";

/** The first \problemname{…}'s argument up to the last `}` of its line, or undefined. */
export function problemNameMacro(text: string): string | undefined {
  const lineEnds = /[\n\r\u2028\u2029]/g;
  let at = text.indexOf(MARK);
  while (at !== -1) {
    const from = at + MARK.length;
    lineEnds.lastIndex = from;
    const lineEnd = lineEnds.exec(text)?.index ?? text.length;
    let close = -1;
    for (let index = from; index < lineEnd; index++) if (text[index] === "}") close = index;
    if (close !== -1) return text.slice(from, close);
    // Every later mark on this line has no `}` after it either.
    at = text.indexOf(MARK, lineEnd);
  }
  return undefined;
}
