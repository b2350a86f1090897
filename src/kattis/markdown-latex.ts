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

// `code`, **bold**, *italic*, [text](url); the rest escaped.
function inline(text: string): string {
  let out = "";
  const pattern = /`([^`]+)`|\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += escapeLatex(text.slice(last, match.index));
    if (match[1] !== undefined) out += `\\texttt{${escapeLatex(match[1])}}`;
    else if (match[2] !== undefined) out += `\\textbf{${inline(match[2])}}`;
    else if (match[3] !== undefined) out += `\\emph{${inline(match[3])}}`;
    else out += /^https?:\/\//.test(match[5]!) ? `${inline(match[4]!)} (\\texttt{${escapeLatex(match[5]!)}})` : inline(match[4]!);
    last = match.index + match[0].length;
  }
  return out + escapeLatex(text.slice(last));
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
