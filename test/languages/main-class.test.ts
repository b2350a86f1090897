import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { jvmNames } from "../../src/languages/main-class";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// The file is named after its public type, and without a public class, the class that runs is the top-level one
// declaring main. A nested class's main made its outer class the one that ran over a later top-level class declaring
// main: "Main method not found in class Outer", RE at every run (helper's walkthrough).
const NESTED_FIRST = [
  "import java.util.*;",
  "class Outer {",
  '  static class Inner { public static void main(String[] x) { System.out.println("inner"); } }',
  "}",
  "class Real {",
  "  public static void main(String[] x) {",
  "    Scanner s = new Scanner(System.in); int c = s.nextInt();",
  '    while (c-- > 0) { int n = s.nextInt(), m = s.nextInt(); System.out.println(n % (m + 1) != 0 ? "first" : "second"); }',
  "  }",
  "}",
  "",
].join("\n");

describe("the Java class that runs", () => {
  it("is the top-level class declaring main, not one whose nested class declares it", () => {
    expect(jvmNames("java", "sol.java", NESTED_FIRST).mainClass).toBe("Real");
  });

  it("a public sealed or non-sealed class names the file and runs; a public annotation type names the file only", () => {
    // javac refused them in a file of the user's name: "class Game is public, should be declared in a file named
    // Game.java", CE for valid Java 17 (helper's walkthrough).
    expect(jvmNames("java", "sol.java", "public sealed class Game permits Game.Bash {\n  static final class Bash extends Game {}\n  public static void main(String[] a) {}\n}\n")).toEqual({ fileName: "Game.java", mainClass: "Game" });
    expect(jvmNames("java", "sol.java", "public non-sealed class Game extends Base {\n  public static void main(String[] a) {}\n}\n")).toEqual({ fileName: "Game.java", mainClass: "Game" });
    expect(jvmNames("java", "sol.java", "public @interface Ann {}\nclass Main { public static void main(String[] a) {} }\n")).toEqual({ fileName: "Ann.java", mainClass: "Main" });
  });

  it("is still the outer class where only a nested class declares main (as before)", () => {
    expect(jvmNames("java", "sol.java", "class Outer {\n  static class Inner { public static void main(String[] x) {} }\n}\n").mainClass).toBe("Outer");
  });
});

const why = await missingToolchain("java");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-main-class-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("a Java file whose first class nests a main", () => {
  it("runs the later top-level class declaring main: AC", async () => {
    const source = join(dir, "sol.java");
    writeFileSync(source, NESTED_FIRST);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.cases.map((c) => c.verdict), `${stderr}${report?.summary.message}`).toEqual(["AC"]);
  }, 120_000);
});
