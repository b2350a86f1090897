import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { javaNewerNote } from "../../src/build/java-newer-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// Debian's javac is 17, Codeforces' Java 21: a contestant's out.getFirst() was CE "cannot find symbol" alone, and a
// switch over sealed records "a preview feature … (use --enable-preview …)" (found judging correct Java solutions).
const SAID_GET_FIRST = "a.java:8: error: cannot find symbol\n    System.out.println(out.getFirst());\n                          ^\n  symbol:   method getFirst()\n  location: variable out of type List<String>\n1 error\n";
const SAID_OWN = "a.java:8: error: cannot find symbol\n    p.getFirst();\n     ^\n  symbol:   method getFirst()\n  location: variable p of type Pair\n1 error\n";

describe("javaNewerNote", () => {
  it("names a Java 21 method of a collection, Math.clamp, and final preview features", () => {
    expect(javaNewerNote("java", "a.java:8:27: error: cannot find symbol", SAID_GET_FIRST, "javac 17.0.15")).toBe(" (getFirst() of a sequenced collection is Java 21's, and this javac is 17: install a newer JDK and name it under java: in languages.yaml, docs/languages.md)");
    expect(javaNewerNote("java", "a.java:3:20: error: cannot find symbol", "a.java:3: error: cannot find symbol\n  int x = Math.clamp(v, 0, 9);\n              ^\n  symbol:   method clamp(int,int,int)\n  location: class Math\n", "javac 17.0.15")).toMatch(/^ \(Math\.clamp is Java 21's/);
    expect(javaNewerNote("java", "a.java:12:36: error: patterns in switch statements are a preview feature and are disabled by default.", "", "javac 17.0.15")).toMatch(/^ \(patterns in switch are Java 21's, and this javac is 17/);
  });
  it("says nothing of a class of the user's, a javac that has it, or another language", () => {
    expect(javaNewerNote("java", "a.java:8:6: error: cannot find symbol", SAID_OWN, "javac 17.0.15")).toBe("");
    expect(javaNewerNote("java", "a.java:8:27: error: cannot find symbol", SAID_GET_FIRST, "javac 21.0.2")).toBe("");
    expect(javaNewerNote("kotlin", "a.java:8:27: error: cannot find symbol", SAID_GET_FIRST, "javac 17.0.15")).toBe("");
  });
});

const why = await missingToolchain("java");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-java-newer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("judge a Java solution using List.getFirst()", () => {
  it("is CE naming Java 21 under an older javac, else AC", async () => {
    const source = join(dir, "Main.java");
    writeFileSync(source, 'import java.util.*;\npublic class Main {\n  public static void main(String[] args) {\n    Scanner sc = new Scanner(System.in);\n    int c = sc.nextInt();\n    List<String> out = new ArrayList<>();\n    for (int i = 0; i < c; i++) { int n = sc.nextInt(), m = sc.nextInt(); out.add(n % (m + 1) != 0 ? "first" : "second"); }\n    System.out.println(out.getFirst());\n    for (String s : out.subList(1, out.size())) System.out.println(s);\n  }\n}\n');
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    const version = /javac (\d+)/.exec((report as { language?: { description: string } }).language?.description ?? "");
    expect(version).not.toBeNull();
    if (Number(version![1]) < 21) {
      expect(report?.summary.verdict).toBe("CE");
      expect(report?.summary.message.split("\n")[0]).toMatch(/Main\.java:8:27: error: cannot find symbol \(getFirst\(\) of a sequenced collection is Java 21's, and this javac is \d+/);
    } else {
      expect(report?.summary.verdict).toBe("AC");
    }
  }, 120_000);
});
