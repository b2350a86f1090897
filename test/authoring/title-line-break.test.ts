import { describe, expect, it } from "vitest";
import { problemYamlTemplate } from "../../src/scaffold/templates";
import { parseProblemConfig } from "../../src/problem/problem-config";

// A title holding a line break and a control character (a Companion request "a\n\u001bb") was written as a
// double-quoted scalar broken over two lines, the second not indented under `title:`: problem.yaml was unreadable
// ("broken YAML: Missing closing quote", 409). It is now one line with JSON's escapes, read back exactly.
describe("problem.yaml keeps a title with a line break on one line", () => {
  it.each(["a\nb", "../../etc/passwd\n\u001b]52;c;AAAA\u0007", "x\r\n\u0085\u2028y\n\n\t\"q\" \\ z", "a\n\u007f\u009bb"])("%j", (title) => {
    const text = problemYamlTemplate({ id: "t", title, aliases: [], timeLimitMs: 1000, memoryLimitMiB: 256 });
    const line = text.split("\n").find((row) => row.startsWith("title: "))!;
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(parseProblemConfig(text, "problem.yaml").title).toBe(title);
  });
});
