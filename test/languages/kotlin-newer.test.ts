import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { kotlinNewerNote } from "../../src/build/kotlin-newer-note";
import { judgeJson } from "../helpers/cli";
import { missingToolchain } from "./language-fixtures";

// Debian's kotlinc is 1.3, and a contestant's readln() (Kotlin 1.6) was CE "unresolved reference: readln", read as a
// typo (helper playing the hidden grader). The CE now names the version that brought it and the one installed.
const DEBIAN = "kotlinc-jvm 1.3-SNAPSHOT (JRE 17.0.15+6-Debian-1deb12u1)";

describe("kotlinNewerNote", () => {
  it("names a standard library name newer than the kotlinc", () => {
    expect(kotlinNewerNote("kotlin", "a.kt:2:13: error: unresolved reference: readln", DEBIAN)).toBe(" (readln is Kotlin 1.6's, and this kotlinc is 1.3: install a newer one and name it under kotlin: in languages.yaml, docs/languages.md)");
    expect(kotlinNewerNote("kotlin", "a.kt:8:12: error: unresolved reference: appendLine", DEBIAN)).toMatch(/appendLine is Kotlin 1\.4's/);
  });
  it("says nothing for a kotlinc that has it, an unknown name, or another language", () => {
    expect(kotlinNewerNote("kotlin", "a.kt:2:13: error: unresolved reference: readln", "kotlinc-jvm 1.9.22 (JRE 17)")).toBe("");
    expect(kotlinNewerNote("kotlin", "a.kt:2:13: error: unresolved reference: sovle", DEBIAN)).toBe("");
    expect(kotlinNewerNote("kotlin", "a.kt:2:13: error: unresolved reference: toString", DEBIAN)).toBe("");
    expect(kotlinNewerNote("java", "a.kt:2:13: error: unresolved reference: readln", DEBIAN)).toBe("");
  });
});

const why = await missingToolchain("kotlin");
if (why) console.warn(`skipped: ${why}`);
const dir = mkdtempSync(join(tmpdir(), "stonebench-kotlin-newer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(why !== undefined)("judge a Kotlin solution using readln()", () => {
  it("is CE naming Kotlin 1.6 under an older kotlinc, else AC", async () => {
    const source = join(dir, "game.kt");
    writeFileSync(source, 'fun main() {\n    val c = readln().trim().toInt()\n    repeat(c) {\n        val (n, m) = readln().trim().split(" ").map { it.toInt() }\n        println(if (n % (m + 1) != 0) "first" else "second")\n    }\n}\n');
    const { report } = await judgeJson(["hdu1846", "--solution", source, "--case", "01"]);
    const version = /kotlinc-jvm (\d+)\.(\d+)/.exec((report as { language?: { description: string } }).language?.description ?? "");
    expect(version).not.toBeNull();
    if (Number(version![1]) === 1 && Number(version![2]) < 6) {
      expect(report?.summary.verdict).toBe("CE");
      expect(report?.summary.message.split("\n")[0]).toMatch(/game\.kt:2:13: error: unresolved reference: readln \(readln is Kotlin 1\.6's, and this kotlinc is 1\.\d+/);
    } else {
      expect(report?.summary.verdict).toBe("AC");
    }
  }, 300_000);
});
