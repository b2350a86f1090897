import { basename } from "node:path";
import { inflateRawSync } from "node:zlib";

/**
 * How a JVM source is named in the box and which class runs. Java: a public top-level class must live in a file of
 * its name, so the file is named after it whatever the user called it (Codeforces does the same), and that class,
 * with its package, runs; without a public class, the class declaring main. Kotlin: any file name (the jar's manifest
 * names the main class).
 */
export function jvmNames(kind: "java" | "kotlin" | undefined, fileName: string, text: string): { fileName: string; mainClass?: string } {
  if (kind !== "java") return { fileName };
  const code = withoutCommentsAndStrings(text);
  const pkg = /^\s*package\s+([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*)\s*;/m.exec(code)?.[1]?.replace(/\s+/g, "");
  // Java 17's sealed and non-sealed too, and an annotation type (@interface): the file is named after it, but it
  // declares no main, so the class declaring main runs.
  const publicType = /(?:^|[\s;}])public\s+(?:(?:final|abstract|strictfp|static|sealed|non-sealed)\s+)*(class|interface|enum|record|@\s*interface)\s+([A-Za-z_$][\w$]*)/.exec(code);
  const publicClass = publicType && !publicType[1]!.startsWith("@") ? publicType[2] : undefined;
  const withMain = findClassWithMain(code);
  const name = publicClass ?? withMain ?? basename(fileName, ".java");
  const runs = withMain && !publicClass ? withMain : name;
  return { fileName: publicType ? `${publicType[2]}.java` : fileName, mainClass: pkg ? `${pkg}.${runs}` : runs };
}

// The top-level class whose body declares `static void main` itself, else the first whose body holds one at all (in a
// nested class) as before (a rough reading: braces counted outside comments and strings). A main of a nested class
// (class Outer { static class Inner { main } }) must not make Outer the class that runs over a later top-level class
// that declares main: that ran Outer, "Main method not found in class Outer", RE at every run.
function findClassWithMain(code: string): string | undefined {
  const declaration = /\b(?:class|interface|enum|record)\s+([A-Za-z_$][\w$]*)[^{]*\{/g;
  const declaresMain = (text: string): boolean => /\bstatic\s+(?:public\s+|final\s+)*void\s+main\s*\(/.test(text) || /\bpublic\s+static\s+void\s+main\s*\(/.test(text);
  let holdsMain: string | undefined;
  for (let match = declaration.exec(code); match; match = declaration.exec(code)) {
    let depth = 1;
    let index = declaration.lastIndex;
    let ownLevel = "";
    for (; index < code.length && depth > 0; index++) {
      if (code[index] === "{") depth++;
      else if (code[index] === "}") depth--;
      else if (depth === 1) ownLevel += code[index];
    }
    if (declaresMain(ownLevel)) return match[1];
    if (!holdsMain && declaresMain(code.slice(declaration.lastIndex, index))) holdsMain = match[1];
    declaration.lastIndex = index;
  }
  return holdsMain;
}

/** The code with comments, string and character literals blanked out (same length), so regexps read only code. */
export function withoutCommentsAndStrings(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, (match) => match.replace(/[^\n]/g, " "));
}

/**
 * The Main-Class a jar's manifest names ("" when the manifest names none), or undefined where the jar cannot be read
 * as a plain zip (then nothing is claimed). kotlinc names one only for a top-level `fun main`: without it, `java -jar`
 * fails at every run with "no main manifest attribute".
 */
export function jarMainClass(jar: Buffer): string | undefined {
  const end = jar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > jar.length) return undefined;
  const entries = jar.readUInt16LE(end + 10);
  let at = jar.readUInt32LE(end + 16);
  for (let index = 0; index < entries; index++) {
    if (at + 46 > jar.length || jar.readUInt32LE(at) !== 0x02014b50) return undefined;
    const [method, size, nameLength] = [jar.readUInt16LE(at + 10), jar.readUInt32LE(at + 20), jar.readUInt16LE(at + 28)];
    const name = jar.toString("latin1", at + 46, at + 46 + nameLength);
    if (name.toUpperCase() === "META-INF/MANIFEST.MF") {
      const local = jar.readUInt32LE(at + 42);
      if (local + 30 > jar.length || jar.readUInt32LE(local) !== 0x04034b50) return undefined;
      const data = local + 30 + jar.readUInt16LE(local + 26) + jar.readUInt16LE(local + 28);
      const stored = jar.subarray(data, data + size);
      if (method !== 0 && method !== 8) return undefined;
      try {
        const text = (method === 8 ? inflateRawSync(stored) : stored).toString("utf8");
        return /^Main-Class:[ \t]*(\S+)/im.exec(text)?.[1] ?? "";
      } catch {
        return undefined;
      }
    }
    at += 46 + nameLength + jar.readUInt16LE(at + 30) + jar.readUInt16LE(at + 32);
  }
  return "";
}
