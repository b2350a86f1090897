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

const PAIR = [
  "import java.util.*;",
  "class Main {",
  "  public static void main(String[] a) {",
  "    Scanner s = new Scanner(System.in); int c = s.nextInt();",
  '    while (c-- > 0) { int n = s.nextInt(), m = s.nextInt(); System.out.println(n % (m + 1) != 0 ? "first" : "second"); }',
  "  }",
  "}",
  "public class Pair { int a, b; }",
  "",
].join("\n");
const NESTED_PUBLIC = [
  "import java.util.*;",
  "public class Outer {",
  "  static class Inner {",
  "    public static void main(String[] a) {",
  "      Scanner s = new Scanner(System.in); int c = s.nextInt();",
  '      while (c-- > 0) { int n = s.nextInt(), m = s.nextInt(); System.out.println(n % (m + 1) != 0 ? "first" : "second"); }',
  "    }",
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
    expect(jvmNames("java", "sol.java", "public sealed class Game permits Game.Bash {\n  static final class Bash extends Game {}\n  public static void main(String[] a) {}\n}\n")).toMatchObject({ fileName: "Game.java", mainClass: "Game" });
    expect(jvmNames("java", "sol.java", "public non-sealed class Game extends Base {\n  public static void main(String[] a) {}\n}\n")).toMatchObject({ fileName: "Game.java", mainClass: "Game" });
    expect(jvmNames("java", "sol.java", "public @interface Ann {}\nclass Main { public static void main(String[] a) {} }\n")).toMatchObject({ fileName: "Ann.java", mainClass: "Main" });
  });

  it("is the nested class, by its binary name, where only a nested class declares main (Outer ran: no main there)", () => {
    expect(jvmNames("java", "sol.java", "class Outer {\n  static class Inner { public static void main(String[] x) {} }\n}\n").mainClass).toBe("Outer$Inner");
    expect(jvmNames("java", "Main.java", "public class Outer {\n  static class Inner { public static void main(String[] x) {} }\n}\n")).toEqual({ fileName: "Outer.java", mainClass: "Outer$Inner", mainFound: true });
  });

  it("is the class declaring main beside a public class that declares none (Pair ran: \"Main method not found in class Pair\")", () => {
    expect(jvmNames("java", "Main.java", PAIR)).toEqual({ fileName: "Pair.java", mainClass: "Main", mainFound: true });
    // A public class declaring main still wins over an earlier one.
    expect(jvmNames("java", "x.java", "class A { public static void main(String[] a) {} }\npublic class B { public static void main(String[] a) {} }\n").mainClass).toBe("B");
  });

  it("reads a non-ASCII class or package name as javac does (Ünïcode was left in the user's file name: CE)", () => {
    expect(jvmNames("java", "sol.java", "package bücher;\npublic class Ünïcode {\n  public static void main(String[] a) {}\n}\n")).toEqual({ fileName: "Ünïcode.java", mainClass: "bücher.Ünïcode", mainFound: true });
    expect(jvmNames("java", "sol.java", "class Лёд { static class Ход { public static void main(String[] a) {} } }\n").mainClass).toBe("Лёд$Ход");
    expect(jvmNames("java", "sol.java", "public class 解 { public static void main(String[] a) {} }\n")).toMatchObject({ fileName: "解.java", mainClass: "解" });
  });

  it("says when no class declares main (the build is then CE)", () => {
    expect(jvmNames("java", "Main.java", "public class Pair { int a, b; }\n")).toEqual({ fileName: "Pair.java", mainClass: "Pair", mainFound: false });
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

describe.skipIf(why !== undefined)("a Java file whose public class declares no main", () => {
  it.each([
    ["Main.java", PAIR],
    ["Nested.java", NESTED_PUBLIC],
  ])("%s runs the class declaring main: AC", async (name, text) => {
    const source = join(mkdtempSync(join(dir, "public-")), name);
    writeFileSync(source, text);
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.cases.map((c) => c.verdict), `${stderr}${report?.summary.message}`).toEqual(["AC"]);
  }, 120_000);

  it("without any main is CE saying so, and no case runs", async () => {
    const source = join(dir, "NoMain.java");
    writeFileSync(source, "public class Pair { int a, b; }\n");
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.summary.verdict, stderr).toBe("CE");
    expect(report?.cases).toEqual([]);
    expect(report?.summary.message).toMatch(/NoMain\.java: error: no class declares public static void main\(String\[\] args\)/);
  }, 120_000);
});

// `public class Ünïcode` was left in a file of the user's name (the class was read as ASCII only), and javac refused
// it: "class Ünïcode is public, should be declared in a file named Ünïcode.java", CE for valid Java (helper's walkthrough).
describe.skipIf(why !== undefined)("a Java file whose public class has a non-ASCII name", () => {
  it("is named after it in the box and runs: AC", async () => {
    const source = join(dir, "attempt.java");
    writeFileSync(source, PAIR.replace("class Main {", "public class Ünïcode {").replace("public class Pair", "class Pair"));
    const { report, stderr } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    expect(report?.cases.map((c) => c.verdict), `${stderr}${report?.summary.message}`).toEqual(["AC"]);
  }, 120_000);
});
