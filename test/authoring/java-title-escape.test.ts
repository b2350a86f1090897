import { describe, expect, it } from "vitest";
import { languageById } from "../../src/languages/registry";
import { mainTemplateIn } from "../../src/scaffold/language-templates";

// javac translates \uXXXX everywhere before it lexes, comments too (JLS 3.3: a \ preceded by an even number of \).
const javaUnicodeEscapes = (text: string): string =>
  text.replace(/(\\+)u+([0-9a-fA-F]{4})/g, (all, slashes: string, hex: string) => (slashes.length % 2 === 1 ? slashes.slice(1) + String.fromCharCode(parseInt(hex, 16)) : all));

// A Competitive Companion title (or a Kattis name) goes in Main.java's first comment: "x \u000a static { … }" ended
// the comment for javac and made the rest of the title code in the user's main (run on their next judge).
describe("Main.java's title comment holds no Unicode escape javac would read", () => {
  it.each(["x \\u000a static { System.exit(3); } //", "x \\\\\\u000d int y; //", "plain \\ title"])("%s", (title) => {
    const { text } = mainTemplateIn(languageById("java"), { id: "t", title, aliases: [], timeLimitMs: 1000, memoryLimitMiB: 256 });
    const first = text.split("\n")[0]!;
    expect(javaUnicodeEscapes(first)).not.toMatch(/[\n\r]/);
    expect(first).toContain("TODO say the idea");
  });
});
