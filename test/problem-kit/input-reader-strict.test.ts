import { describe, expect, it } from "vitest";
import { InputReader } from "../../src/problem-kit/input-reader";

const strict = (text: string) => new InputReader(text, { strict: true });
const fails = (run: () => unknown, pattern: RegExp) => expect(run).toThrow(pattern);

describe("InputReader: what testlib's reader has", () => {
  const pair = (text: string) => {
    const reader = strict(text);
    const a = reader.readInt(0, 9, "a");
    reader.readSpace();
    const b = reader.readInt(0, 9, "b");
    reader.readEoln();
    reader.readEof();
    return [a, b];
  };

  it("a byte-order mark in a refused token is shown as <BOM> (it was invisible between the quotes)", () => {
    fails(() => pair("\uFEFF1 2\n"), /a must be an integer, got "<BOM>1"/);
  });

  it("strict mode reads the exact layout", () => {
    expect(pair("1 2\n")).toEqual([1, 2]);
  });

  it("strict mode refuses two spaces, a tab, a CR, a missing final newline and a trailing blank line", () => {
    fails(() => pair("1  2\n"), /line 1|expected b, got a space/);
    fails(() => pair("1\t2\n"), /expected one space, got a tab/);
    // A file saved on Windows: the message says so and how to convert it (it said "got a CR (\r)" alone).
    fails(() => pair("1 2\r\n"), /expected the end of the line, got a CR \(\\r: Windows line ends; dos2unix converts the file\)/);
    fails(() => pair("1 2"), /expected the end of the line, got the end of the input/);
    fails(() => pair("1 2\n\n"), /expected the end of the input, got a line end/);
    fails(() => pair(" 1 2\n"), /expected a, got a space/);
  });

  it("lenient mode (the default) still skips whitespace", () => {
    const reader = new InputReader("  1\t 2  \r\n\n");
    expect(reader.readInts(2, 0, 9, "x")).toEqual([1, 2]);
    reader.readEof();
  });

  it("reads named ranges: readInts names the element that is out of range", () => {
    fails(() => strict("1 2 30\n").readInts(3, 0, 9, "pile"), /pile\[3\] 30 exceeds 9/);
  });

  it("reads tokens with a pattern, and lines", () => {
    const reader = strict("abc Hello world\nx\n");
    expect(reader.readToken("name", /[a-z]{1,5}/)).toBe("abc");
    reader.readSpace();
    expect(reader.readLine("greeting")).toBe("Hello world");
    fails(() => reader.readWord("digit", /\d/), /digit must match \/\\d\/, got "x"/);
    fails(() => strict("no newline").readLine("title"), /the last line has no/);
  });

  it("reads real numbers with exact bounds and a limit on decimals", () => {
    expect(strict("2.50").readReal(0, 3, "x")).toBe(2.5);
    expect(strict("1000000000.000").readReal(0, 1e9, "x")).toBe(1e9);
    fails(() => strict("1000000000.0000001").readReal(0, 1e9, "x"), /x 1000000000\.0000001 exceeds 1000000000/);
    fails(() => strict("-0.001").readReal(0, 1, "x"), /below 0/);
    fails(() => strict("1e5").readReal(0, 1e9, "x"), /decimal number/);
    fails(() => strict("0.1234567").readReal(0, 1, "x", { maxDecimals: 6 }), /7 digits after the point; at most 6/);
  });
});
