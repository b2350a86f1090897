import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "./helpers/temp-project";

// A case saved from Notepad starts with a byte-order mark. With a written C++ main, `case` said "main.cpp printed
// nothing … write solutions/<id>/main.cpp first", of a main that was written and right; given an --out it took the
// input without a word; and judged, the case was WA "wrote nothing" with a note about output left in a buffer.
const PROBLEM = {
  "problems/sum/problem.yaml": "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n",
  "problems/sum/statement.md": "# Sum\n",
  "solutions/sum/main.cpp": "#include <bits/stdc++.h>\nint main(){long long a,b;while(std::cin>>a>>b)std::cout<<a+b<<'\\n';}\n",
};
const BOM_INPUT = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("2 3\n")]);

describe("a case input that starts with a byte-order mark", () => {
  const project = tempProjectPerTest();

  it("case names the mark as the cause when the main prints nothing for it, and writes nothing", async () => {
    writeFiles(project.root, PROBLEM);
    const result = await runCommand("case", ["sum"], { ...project, input: BOM_INPUT, timeoutMs: 120_000 });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/main\.cpp printed nothing for this input/);
    expect(result.stderr).toMatch(/hint: stdin: the input starts with a byte-order mark \(U\+FEFF/);
    expect(result.stderr).not.toMatch(/write solutions\/sum\/main\.cpp first/);
    expect(existsSync(join(project.root, "cases/sum/01.in"))).toBe(false);
  });

  it("case with --out keeps it with a warning, and judge's WA names the mark, not a buffer never flushed", async () => {
    writeFiles(project.root, { ...PROBLEM, "want.out": "5\n" });
    const added = await runCommand("case", ["sum", "--in", "-", "--out", join(project.root, "want.out")], { ...project, input: BOM_INPUT });
    expect(added.code, added.stderr).toBe(0);
    expect(added.stderr).toMatch(/warning: the input starts with a byte-order mark/);
    const judged = await runCommand("judge", ["sum"], { ...project, timeoutMs: 120_000 });
    expect(judged.code, judged.stdout + judged.stderr).toBe(1);
    expect(judged.stdout).toMatch(/01 +WA/);
    expect(judged.stdout).toMatch(/note: the input starts with a byte-order mark/);
    expect(judged.stdout).not.toMatch(/never flushed/);
  });

  it("an input without the mark gets neither (the flush note stays for a main that prints nothing)", async () => {
    writeFiles(project.root, { ...PROBLEM, "solutions/sum/main.cpp": "int main(){}\n", "cases/sum/01.in": "2 3\n", "cases/sum/01.out": "5\n" });
    const judged = await runCommand("judge", ["sum"], { ...project, timeoutMs: 120_000 });
    expect(judged.stdout).toMatch(/01 +WA/);
    expect(judged.stdout).not.toMatch(/byte-order mark/);
    expect(judged.stdout).toMatch(/never flushed/);
  });

  // A Windows sample's CRLF was taken without a word (export noted it later, as Kattis asks for LF); a validator that
  // passed it vouches that the format allows CR.
  it("a CRLF input no validator checked is kept with a warning; one a validator passed is not warned of", async () => {
    writeFiles(project.root, { ...PROBLEM, "want.out": "5\n" });
    const unchecked = await runCommand("case", ["sum", "--in", "-", "--out", join(project.root, "want.out")], { ...project, input: "2 3\r\n" });
    expect(unchecked.code, unchecked.stderr).toBe(0);
    expect(unchecked.stderr).toMatch(/warning: the input has CRLF line ends/);
    writeFiles(project.root, { "problems/sum/validate.ts": "export function parseInput(reader: any) { const a = reader.readInt(-100, 100, 'a'); const b = reader.readInt(-100, 100, 'b'); reader.expectEnd(); return [[a, b]]; }\n" });
    const checked = await runCommand("case", ["sum", "--in", "-", "--out", join(project.root, "want.out")], { ...project, input: "3 2\r\n" });
    expect(checked.code, checked.stderr).toBe(0);
    expect(checked.stderr).not.toMatch(/CRLF/);
    const plain = await runCommand("case", ["sum", "--in", "-", "--out", join(project.root, "want.out")], { ...project, input: "1 4\n" });
    expect(plain.stderr).not.toMatch(/CRLF|byte-order/);
  });
});
