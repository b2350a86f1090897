import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { javaJudgeNotes } from "../../src/submit/java-notes";
import { makeSubmission } from "../../src/submit/make-submission";

// A contestant's Java, judged AC here (the box runs the class declaring main, in its package), is CE or RE on HDU and
// POJ, which compile Main.java in no package and run Main. submit hands the bytes over unchanged, and says so first.
const packaged = "package my.sol;\nimport java.util.*;\npublic class Wy {\n  public static void main(String[] a) { System.out.println(0); }\n}\n";
const plain = "import java.util.*;\npublic class Main {\n  public static void main(String[] a) { System.out.println(0); }\n}\n";
const HDU = "https://acm.hdu.edu.cn/showproblem.php?pid=1527";

describe("submit's notes for Java on HDU and POJ", () => {
  it("names a package line and a main class other than Main, for a problem from HDU or POJ", () => {
    expect(javaJudgeNotes("Wy.java", packaged, HDU)).toEqual([
      "Wy.java declares package my.sol: HDU compiles Main.java in no package and rejects it; delete the package line before pasting there",
      "Wy.java has its main in class Wy: HDU runs a class named Main; rename it before pasting there",
    ]);
    expect(javaJudgeNotes("Wy.java", packaged, "http://poj.org/problem?id=1067")[0]).toMatch(/^Wy\.java declares package my\.sol: POJ /);
  });

  it("says nothing for a plain Main, a comment that mentions a package, or a problem from elsewhere", () => {
    expect(javaJudgeNotes("Main.java", plain, HDU)).toEqual([]);
    expect(javaJudgeNotes("Main.java", `// package old.one;\n${plain}`, HDU)).toEqual([]);
    expect(javaJudgeNotes("Wy.java", packaged, "https://open.kattis.com/problems/hello")).toEqual([]);
    expect(javaJudgeNotes("Wy.java", packaged, undefined)).toEqual([]);
    expect(javaJudgeNotes("Wy.java", packaged, "https://evil.example/hdu.edu.cn/")).toEqual([]);
  });

  const dir = mkdtempSync(join(tmpdir(), "java-notes-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it("reaches the submission of hdu1527 (from HDU), whose bytes stay as written", async () => {
    const file = join(dir, "Wy.java");
    writeFileSync(file, packaged);
    const submission = await makeSubmission({ problem: "hdu1527", solution: file } as Parameters<typeof makeSubmission>[0]);
    expect(submission.notes).toHaveLength(2);
    expect(submission.bytes.toString()).toBe(packaged);
  });
});
