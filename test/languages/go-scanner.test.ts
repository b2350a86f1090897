import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { goScannerLimit } from "../../src/build/go-scanner-note";
import { longLineNote } from "../../src/outcome/long-line-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// Go's bufio.Scanner holds a line of at most 64 KiB unless given a buffer; on a longer line Scan() returns false, a
// contest solution stops reading, and the case was a WA ("expected Yes, got No", "output ends early") with no word of
// the line (helper playing the hidden grader on hdu2176, whose largest heaps fill a 2 MB line). A failing case of such
// a program whose input has a longer line now says so.
const dir = mkdtempSync(join(tmpdir(), "stonebench-go-scanner-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("which Go sources read lines of at most 64 KiB", () => {
  it("a Scanner without Buffer, split by lines; not one with a buffer or split into words", () => {
    expect(goScannerLimit("go", "sc := bufio.NewScanner(os.Stdin)\nfor sc.Scan() {}")?.bytes).toBe(65536);
    // A buffer given: its limit is the larger of its max and the slice's capacity (it was taken as no limit at all).
    expect(goScannerLimit("go", "sc := bufio.NewScanner(os.Stdin)\nsc.Buffer(make([]byte, 1<<20), 1<<26)")?.bytes).toBe(1 << 26);
    expect(goScannerLimit("go", "sc := bufio.NewScanner(os.Stdin)\nsc.Buffer(make([]byte, 1024), 1_000_000)")?.bytes).toBe(1_000_000);
    expect(goScannerLimit("go", "sc := bufio.NewScanner(os.Stdin)\nsc.Buffer(make([]byte, 0, 4*1024*1024), 1024)")?.bytes).toBe(4 * 1024 * 1024);
    expect(goScannerLimit("go", "sc := bufio.NewScanner(os.Stdin)\nsc.Buffer(buf, maxLen)")).toBeUndefined();
    expect(goScannerLimit("go", "sc := bufio.NewScanner(os.Stdin)\nsc.Split(bufio.ScanWords)")).toBeUndefined();
    expect(goScannerLimit("go", "r := bufio.NewReader(os.Stdin)")).toBeUndefined();
    expect(goScannerLimit("cpp", "bufio.NewScanner(")).toBeUndefined();
  });
});

describe("the input's first line over the limit", () => {
  const limit = { bytes: 65536, why: "the reason" };
  it("is named with its number and whole length, across reading chunks and without a final newline", () => {
    const path = join(dir, "long.in");
    writeFileSync(path, `3\n${"7 ".repeat(40_000)}\n1\n`);
    expect(longLineNote(path, limit)).toBe("; note: line 2 of the input is 80000 bytes long, and the reason");
    writeFileSync(path, `1\n2\n${"9".repeat(3 << 20)}`);
    expect(longLineNote(path, limit)).toBe(`; note: line 3 of the input is ${3 << 20} bytes long, and the reason`);
    writeFileSync(path, `1\n${"x".repeat(65536)}\n`);
    expect(longLineNote(path, limit)).toBe("");
    expect(longLineNote(path, undefined)).toBe("");
  });
});

const why = await missingToolchain("go");
if (why) console.warn(`skipped: ${why}`);

// hdu1846's format: the number of games, then a line "n m" each; one line padded past 64 KiB.
const LINES = `package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	BUFFER
	sc.Scan()
	c, _ := strconv.Atoi(strings.TrimSpace(sc.Text()))
	for i := 0; i < c && sc.Scan(); i++ {
		f := strings.Fields(sc.Text())
		n, _ := strconv.Atoi(f[0])
		m, _ := strconv.Atoi(f[1])
		if n%(m+1) != 0 {
			fmt.Println("first")
		} else {
			fmt.Println("second")
		}
	}
}
`;

describe.skipIf(why !== undefined)("a Go solution reading lines with the default Scanner", () => {
  it("fails a case with a line over 64 KiB with a note naming the line and sc.Buffer; with a buffer it is AC", async () => {
    const cases = join(dir, "cases");
    mkdirSync(cases, { recursive: true });
    writeFileSync(join(cases, "01-long.in"), `2\n${" ".repeat(70_000)}23 2\n4 3\n`);
    writeFileSync(join(cases, "01-long.out"), "first\nsecond\n");
    const plain = join(dir, "plain.go");
    writeFileSync(plain, LINES.replace("BUFFER", ""));
    const { report } = await judgeJson(["hdu1846", "--solution", plain, "--cases", cases]);
    expect(report?.summary.verdict).toBe("WA");
    expect(report?.cases[0]?.message).toMatch(/; note: line 2 of the input is 70004 bytes long, and bufio\.Scanner's default buffer holds 64 KiB.*sc\.Buffer\(/);
    const buffered = join(dir, "buffered.go");
    writeFileSync(buffered, LINES.replace("BUFFER", "sc.Buffer(make([]byte, 1<<20), 1<<26)"));
    const { report: fixed } = await judgeJson(["hdu1846", "--solution", buffered, "--cases", cases]);
    expect(fixed?.summary.verdict).toBe("AC");
  }, 180_000);
});
