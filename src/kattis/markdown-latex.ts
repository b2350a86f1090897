// The legacy package format reads statements in LaTeX only (problem_statement/problem.<lang>.tex): `export --legacy`
// writes one from our Markdown statement. It covers what statements use (headings, paragraphs, lists, block quotes,
// code blocks, inline code, bold, italics, links, the symbols of game analysis) and escapes every other special character.

// Unicode that LaTeX's default fonts lack, as LaTeX; anything else outside ASCII is left to the engine (UTF-8).
const SYMBOLS: Record<string, string> = {
  "≤": "$\\le$", "≥": "$\\ge$", "≠": "$\\ne$", "±": "$\\pm$", "×": "$\\times$", "·": "$\\cdot$", "−": "$-$", "√": "$\\surd$",
  "⌊": "$\\lfloor$", "⌋": "$\\rfloor$", "⌈": "$\\lceil$", "⌉": "$\\rceil$", "φ": "$\\varphi$", "ε": "$\\varepsilon$",
  "π": "$\\pi$", "α": "$\\alpha$", "β": "$\\beta$", "∞": "$\\infty$", "≈": "$\\approx$", "→": "$\\to$", "←": "$\\leftarrow$",
  "⊕": "$\\oplus$", "∈": "$\\in$", "∑": "$\\sum$", "²": "$^2$", "³": "$^3$", "⁴": "$^4$", "₃": "$_3$", "⅔": "$\\frac{2}{3}$",
  "⁄": "/", "…": "\\ldots{}", "—": "---", "–": "--", "“": "``", "”": "''", "‘": "`", "’": "'",
};

const SPECIAL: Record<string, string> = {
  "\\": "\\textbackslash{}", "{": "\\{", "}": "\\}", "#": "\\#", $: "\\$", "%": "\\%", "&": "\\&", _: "\\_",
  "~": "\\textasciitilde{}", "^": "\\textasciicircum{}", "<": "\\textless{}", ">": "\\textgreater{}", "|": "\\textbar{}",
};

/** Plain text as LaTeX: every special character escaped, the symbols above replaced. */
export function escapeLatex(text: string): string {
  return [...text].map((char) => SPECIAL[char] ?? SYMBOLS[char] ?? char).join("");
}

/** A line's inline Markdown as LaTeX: `code`, **bold**, *italic*, [text](url); the rest escaped. */
export function inline(text: string): string {
  let out = "";
  let last = 0;
  const marks = inlineMarks(text);
  for (let at = 0; at < text.length; ) {
    const mark = marks(at);
    if (!mark) {
      at++;
      continue;
    }
    out += escapeLatex(text.slice(last, at));
    if (mark.kind === "code") out += `\\texttt{${escapeLatex(mark.inner)}}`;
    else if (mark.kind === "bold") out += `\\textbf{${inline(mark.inner)}}`;
    else if (mark.kind === "italic") out += `\\emph{${inline(mark.inner)}}`;
    else if (mark.kind === "link") out += /^https?:\/\//.test(mark.url) ? `${inline(mark.inner)} (\\texttt{${escapeLatex(mark.url)}})` : inline(mark.inner);
    at = last = mark.end;
  }
  return out + escapeLatex(text.slice(last));
}

type InlineMark = { kind: "code" | "bold" | "italic"; inner: string; end: number } | { kind: "link"; inner: string; url: string; end: number };

/**
 * What the pattern /`([^`]+)`|\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|\[([^\]]+)\]\(([^)\s]+)\)/ matches at a
 * position (its alternatives in that order), found by hand from indexes of what comes next: each failed start of that
 * pattern scanned to the line's end, and " *a" 40,000 times took 5 s of export (a helper's attack on package text).
 */
function inlineMarks(text: string): (at: number) => InlineMark | undefined {
  const n = text.length;
  const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/.test(char);
  const isWordOrStar = (char: string | undefined): boolean => char !== undefined && /[\w*]/.test(char);
  // next[i]: the first index ≥ i holding what each alternative ends at (n where none).
  const nextOf = (holds: (i: number) => boolean): Int32Array => {
    const next = new Int32Array(n + 2).fill(n);
    for (let i = n - 1; i >= 0; i--) next[i] = holds(i) ? i : next[i + 1]!;
    return next;
  };
  const lineEnd = nextOf((i) => /[\n\r\u2028\u2029]/.test(text[i]!));
  const backtick = nextOf((i) => text[i] === "`");
  const doubleStar = nextOf((i) => text[i] === "*" && text[i + 1] === "*");
  const italicEnd = nextOf((i) => text[i] === "*" && !isSpace(text[i - 1]) && !isWordOrStar(text[i + 1]));
  const rightBracket = nextOf((i) => text[i] === "]");
  const urlStop = nextOf((i) => text[i] === ")" || isSpace(text[i]));
  return (at) => {
    const char = text[at];
    if (char === "`") {
      const close = backtick[at + 1]!;
      if (close < n && close > at + 1) return { kind: "code", inner: text.slice(at + 1, close), end: close + 1 };
    }
    if (char === "*" && text[at + 1] === "*") {
      const close = doubleStar[at + 3]!;
      if (close < n && lineEnd[at + 2]! >= close) return { kind: "bold", inner: text.slice(at + 2, close), end: close + 2 };
    }
    if (char === "*" && !isWordOrStar(text[at - 1]) && at + 1 < n && !isSpace(text[at + 1])) {
      const close = italicEnd[at + 2]!;
      if (close < n && lineEnd[at + 1]! >= close) return { kind: "italic", inner: text.slice(at + 1, close), end: close + 1 };
    }
    if (char === "[") {
      const close = rightBracket[at + 1]!;
      if (close < n && close > at + 1 && text[close + 1] === "(") {
        const stop = urlStop[close + 2]!;
        if (stop < n && stop > close + 2 && text[stop] === ")") return { kind: "link", inner: text.slice(at + 1, close), url: text.slice(close + 2, stop), end: stop + 1 };
      }
    }
    return undefined;
  };
}

// A heading's text without its closing #s and the spaces around them, in one pass from the end: the pattern
// /(.*?)\s*#*\s*$/ backtracked cubically, and "# a", 4,000 spaces and a letter took 33 s (10,000 spaces, minutes).
function headingText(rest: string): string {
  let end = rest.trimEnd().length;
  while (end > 0 && rest[end - 1] === "#") end--;
  return rest.slice(0, end).trimEnd();
}

/** A Markdown statement as a LaTeX statement body for problemtools' problemset class: `\problemname{…}` from its first `# ` heading. */
export function markdownToLatex(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  let list: "itemize" | "enumerate" | undefined;
  let quote = false;
  let named = false;
  const closeList = (): void => {
    if (list) out.push(`\\end{${list}}`);
    list = undefined;
  };
  const closeQuote = (): void => {
    if (quote) out.push("\\end{quote}");
    quote = false;
  };
  // The next non-blank line after each line, found once from the end (a blank line looked ahead with a slice of the
  // rest: quadratic in a statement of many blank lines).
  const nextText: (string | undefined)[] = new Array(lines.length);
  for (let i = lines.length - 1, seen: string | undefined; i >= 0; i--) {
    nextText[i] = seen;
    if (lines[i]!.trim() !== "") seen = lines[i];
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      closeList();
      closeQuote();
      const body: string[] = [];
      // A verbatim block ends at the fence; its text must not end the environment early.
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!); i++) body.push(lines[i]!.replace(/\\end\{verbatim\}/g, "\\end {verbatim}"));
      out.push("\\begin{verbatim}", ...body, "\\end{verbatim}");
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      closeList();
      closeQuote();
      const title = headingText(heading[2]!);
      if (heading[1] === "#" && !named) {
        out.push(`\\problemname{${inline(title)}}`);
        named = true;
      } else out.push(`\\${heading[1]!.length <= 2 ? "section" : "subsection"}*{${inline(title)}}`);
      continue;
    }
    const item = /^([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      closeQuote();
      const kind = /\d/.test(item[1]!) ? "enumerate" : "itemize";
      if (list !== kind) {
        closeList();
        out.push(`\\begin{${kind}}`);
        list = kind;
      }
      out.push(`\\item ${inline(item[2]!)}`);
      continue;
    }
    const quoted = /^>\s?(.*)$/.exec(line);
    if (quoted) {
      closeList();
      if (!quote) out.push("\\begin{quote}");
      quote = true;
      out.push(inline(quoted[1]!));
      continue;
    }
    if (line.trim() === "") {
      // A blank line ends a list or a quote only when what follows is not more of it.
      const next = nextText[i];
      const nextItem = next === undefined ? undefined : /^([-*+]|\d+[.)])\s+/.exec(next);
      if (list && (!nextItem || (/\d/.test(nextItem[1]!) ? "enumerate" : "itemize") !== list)) closeList();
      if (quote && !(next && /^>/.test(next))) closeQuote();
      out.push("");
      continue;
    }
    // A continuation line of a list item, or a paragraph's line.
    out.push(inline(line.trim()));
  }
  closeList();
  closeQuote();
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trim()}\n`;
}
