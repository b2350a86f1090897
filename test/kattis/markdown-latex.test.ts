import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { escapeLatex, inline, markdownToLatex } from "../../src/kattis/markdown-latex";
import { repoRoot } from "../authoring/helpers/temp-project";

// export --legacy's problem.en.tex (legacy statements are LaTeX only). No LaTeX is installed here, so the checks are
// on the text: every special character escaped outside verbatim, environments balanced, math in pairs of $.
function outsideVerbatim(tex: string): string {
  return tex.replace(/\\begin\{verbatim\}[\s\S]*?\\end\{verbatim\}/g, "");
}

function problems(): string[] {
  return readdirSync(join(repoRoot, "problems")).sort();
}

describe("Markdown statements as LaTeX (export --legacy)", () => {
  it("escapes LaTeX's special characters and writes the symbols as math", () => {
    expect(escapeLatex("a_b #1 50% & {x} ~ ^ \\ $")).toBe("a\\_b \\#1 50\\% \\& \\{x\\} \\textasciitilde{} \\textasciicircum{} \\textbackslash{} \\$");
    expect(escapeLatex("1 ≤ n ≠ ⌊φ²⌋")).toBe("1 $\\le$ n $\\ne$ $\\lfloor$$\\varphi$$^2$$\\rfloor$");
  });

  it("turns headings, lists, code, quotes and inline marks into LaTeX", () => {
    const tex = markdownToLatex("# Title_1\n\nText with `a_b` and **bold** and *it*.\n\n## Input\n\n- one\n  more\n- two\n\n1. first\n\n```\n< 2 & $x\n```\n\n> see [docs](https://x.org/a_b)\n");
    expect(tex).toBe(
      [
        "\\problemname{Title\\_1}",
        "",
        "Text with \\texttt{a\\_b} and \\textbf{bold} and \\emph{it}.",
        "",
        "\\section*{Input}",
        "",
        "\\begin{itemize}",
        "\\item one",
        "more",
        "\\item two",
        "\\end{itemize}",
        "",
        "\\begin{enumerate}",
        "\\item first",
        "\\end{enumerate}",
        "",
        "\\begin{verbatim}",
        "< 2 & $x",
        "\\end{verbatim}",
        "",
        "\\begin{quote}",
        "see docs (\\texttt{https://x.org/a\\_b})",
        "\\end{quote}",
        "",
      ].join("\n"),
    );
  });

  it.each(problems())("%s: the statement as LaTeX has no bare special character and balanced environments", (id) => {
    const tex = markdownToLatex(readFileSync(join(repoRoot, "problems", id, "statement.md"), "utf8"));
    expect(tex).toMatch(/^\\problemname\{.+\}$/m);
    const text = outsideVerbatim(tex);
    const bare = text.replace(/\\[#$%&_{}]/g, "").replace(/\\[a-zA-Z]+\*?/g, "");
    expect((bare.match(/\$/g) ?? []).length % 2).toBe(0);
    // Outside math ($…$, where ^ and _ are LaTeX's own), no character LaTeX would take for markup.
    expect(bare.replace(/\$[^$]*\$/g, "")).not.toMatch(/[#$%&_^~\\]/);
    let depth = 0;
    for (const char of bare) {
      depth += char === "{" ? 1 : char === "}" ? -1 : 0;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    for (const env of ["itemize", "enumerate", "quote", "verbatim"]) expect((tex.match(new RegExp(`\\\\begin\\{${env}\\}`, "g")) ?? []).length).toBe((tex.match(new RegExp(`\\\\end\\{${env}\\}`, "g")) ?? []).length);
  });
  // A heading's closing #s were cut by /(.*?)\s*#*\s*$/, which backtracked cubically: "## Input", 6,000 spaces and a
  // letter took 71 s (20,000: hours) in export --legacy of an imported package's statement. A blank line looked ahead
  // with a slice of every line after it: 100,000 blank lines took 101 s. Both are linear now (a few ms); the regex ran
  // synchronously, so no test timeout could stop it, hence the bound on the time taken, far above a few ms.
  it("a heading padded with 6,000 spaces, and 100,000 blank lines, convert in well under 10 s", () => {
    let started = performance.now();
    expect(markdownToLatex(`# Nim ##  \n\n## Input${" ".repeat(6_000)}x\n`)).toBe(`\\problemname{Nim}\n\n\\section*{Input${" ".repeat(6_000)}x}\n`);
    expect(performance.now() - started).toBeLessThan(10_000);
    started = performance.now();
    expect(markdownToLatex(`# C#\n\n## a #  #\n${"\n".repeat(100_000)}- one\n\n- two\n`)).toBe("\\problemname{C}\n\n\\section*{a \\#}\n\n\\begin{itemize}\n\\item one\n\n\\item two\n\\end{itemize}\n");
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

// The pattern inline marks were found with (before they were found by hand: each failed start of it scanned to the
// line's end, and " *a" 40,000 times took 5 s), kept as the oracle the hand-written matcher must agree with.
function inlineByPattern(text: string): string {
  let out = "";
  const pattern = /`([^`]+)`|\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += escapeLatex(text.slice(last, match.index));
    if (match[1] !== undefined) out += `\\texttt{${escapeLatex(match[1])}}`;
    else if (match[2] !== undefined) out += `\\textbf{${inlineByPattern(match[2])}}`;
    else if (match[3] !== undefined) out += `\\emph{${inlineByPattern(match[3])}}`;
    else out += /^https?:\/\//.test(match[5]!) ? `${inlineByPattern(match[4]!)} (\\texttt{${escapeLatex(match[5]!)}})` : inlineByPattern(match[4]!);
    last = match.index + match[0].length;
  }
  return out + escapeLatex(text.slice(last));
}

describe("inline marks, found by hand in linear time", () => {
  it("agree with the pattern on random text of marks, letters, spaces and line ends", () => {
    const piece = fc.constantFrom("*", "**", "`", "[", "]", "(", ")", " ", "a", "_", "\n", "\r", "\u00a0", "http://x", "b");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        expect(inline(text)).toBe(inlineByPattern(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it("take a line of 200,000 failed starts in milliseconds (the pattern: quadratic)", () => {
    for (const start of [" *a", " [a", " **a", " `"]) {
      const cpu = process.cpuUsage();
      inline(start.repeat(200_000));
      const used = process.cpuUsage(cpu);
      expect((used.user + used.system) / 1000, start).toBeLessThan(3000);
    }
  });
});
