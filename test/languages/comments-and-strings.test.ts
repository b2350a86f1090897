import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { noMainNote } from "../../src/build/no-main-note";
import { declaresJavaMain, jvmNames, withoutCommentsAndStrings, withoutPythonCommentsAndStrings } from "../../src/languages/main-class";

// The blanking every JVM, Go and C note reads a source through, run by the judge in its own process on any source
// before its compile: the pattern it was (kept here as the reference) tried each unclosed `/*` and quote to the end.
const PATTERN = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g;
const byPattern = (text: string): string => text.replace(PATTERN, (match) => match.replace(/[^\n]/g, " "));

describe("withoutCommentsAndStrings", () => {
  it("blanks exactly what the pattern blanks, on texts made of its marks", () => {
    const pieces = fc.constantFrom("/", "*", "*/", "/*", "//", '"', '"""', "'", "\\", "\n", "\r", "\u2028", "a", " ");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        const text = parts.join("");
        expect(withoutCommentsAndStrings(text)).toBe(byPattern(text));
      }),
      { numRuns: 20_000 },
    );
  });

  // Python's (a TLE's slow-I/O note): '"\\' 80,000 times took 8 s.
  it("blanks a Python source as its pattern did, in linear time", () => {
    const pattern = /"""[\s\S]*?"""|'''[\s\S]*?'''|#[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g;
    const pieces = fc.constantFrom("#", "//", '"', '"""', "'", "'''", "\\", "\n", "\r", "a", " ");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        const text = parts.join("");
        expect(withoutPythonCommentsAndStrings(text)).toBe(text.replace(pattern, (match) => match.replace(/[^\n]/g, " ")));
      }),
      { numRuns: 20_000 },
    );
    for (const piece of ['"\\', "'\\", '"""x', "'''x"]) {
      const started = process.hrtime.bigint();
      withoutPythonCommentsAndStrings(piece.repeat(300_000));
      expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(5_000);
    }
  });

  // 40,000 of them (120 KB) took 3.4 s; a 1 MB source minutes, in the judge's process, before the compile.
  it.each([
    ["unclosed comments", "/* "],
    ["unclosed strings of escaped quotes", '"\\'],
    ["unclosed character literals", "'\\"],
    ["unclosed text blocks", '"""x'],
  ])("is linear on 300,000 %s", (_, piece) => {
    const text = `class Main {}\n${piece.repeat(300_000)}\n`;
    const started = process.hrtime.bigint();
    const blanked = withoutCommentsAndStrings(text);
    // Generous for a loaded machine: the pattern took minutes here, the scan takes milliseconds.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(5_000);
    expect(blanked.length).toBe(text.length);
  });
});

// The patterns read through that blanking, in the judge's process before a compile, were quadratic too: a class
// keyword's [^{;]*\{ ran to the text's end for each "class" (10 s for 20,000 of them), the modifiers before static in
// `static void main(` ran each "public" of a run to its end (2.9 s), and a multiline ^\s* ran each blank line's start
// over every blank line after it (80,000 newlines: 5.5 s; a 64 MiB source never ended).
describe("the source notes and the JVM class naming are linear", () => {
  const UNDEFINED_MAIN = "undefined reference to `main'";
  it.each([
    ["jvmNames", "class ", (text: string) => jvmNames("java", "Main.java", text)],
    ["jvmNames", "\n", (text: string) => jvmNames("java", "Main.java", text)],
    ["declaresJavaMain", "public ", (text: string) => declaresJavaMain(text)],
    ["noMainNote", "class ", (text: string) => noMainNote("cpp", UNDEFINED_MAIN, text)],
    ["noMainNote", "\n", (text: string) => noMainNote("c", UNDEFINED_MAIN, text)],
  ] as const)("%s on %j 300,000 times", (_, piece, read) => {
    const started = process.hrtime.bigint();
    read(piece.repeat(300_000));
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(5_000);
  });

  // The note's "a main() inside a namespace, class or struct" as the pattern it was decided it.
  it("noMainNote says what the pattern said, on texts of its marks", () => {
    const before = (text: string): boolean => /\b(?:namespace|class|struct)\b[^;{]*\{[\s\S]*\bint\s+main\s*\(/.test(withoutCommentsAndStrings(text));
    const pieces = fc.constantFrom("class ", "struct ", "namespace ", "A", "{", "}", ";", "int main(", "int ", "main", "\n", "x");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        const note = noMainNote("cpp", UNDEFINED_MAIN, text);
        if (!/line \d+ declares|under an #if/.test(note)) expect(note.includes("inside a namespace, class or struct")).toBe(before(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it("still names the class a Java source runs", () => {
    expect(jvmNames("java", "x.java", "package a.b;\n\nclass Helper { }\npublic class Solve {\n  static public void main(String[] a) {}\n}\n")).toEqual({ fileName: "Solve.java", mainClass: "a.b.Solve", mainFound: true });
    expect(jvmNames("java", "x.java", "class Outer { static class In { public static void main(String[] a) {} } }\n").mainClass).toBe("Outer$In");
    expect(declaresJavaMain("final public static void main(String[] args)")).toBe(true);
  });
});
