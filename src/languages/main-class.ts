import { basename } from "node:path";
import { inflateRawSync } from "node:zlib";

/**
 * How a JVM source is named in the box and which class runs. Java: a public top-level class must live in a file of
 * its name, so the file is named after it whatever the user called it (Codeforces does the same). The class that runs
 * is the one declaring main, as Kattis finds it (a public class declaring none, `public class Pair` beside `class Main`,
 * ran Pair: "Main method not found in class Pair", RE on every case): the public class if it declares main itself,
 * else the first top-level class that does, else a nested one by its binary name (Outer$Inner); with its package.
 * Where no class of the file declares main, the public class (else the file's name) is named, and mainFound is false:
 * the build is CE unless another source of a folder declares one (inherited). Kotlin: any file name (the jar's
 * manifest names the main class).
 */
export function jvmNames(kind: "java" | "kotlin" | undefined, fileName: string, text: string): { fileName: string; mainClass?: string; mainFound?: boolean } {
  if (kind !== "java") return { fileName };
  const code = withoutCommentsAndStrings(text);
  const pkg = new RegExp(String.raw`^\s*package\s+(${ID}(?:\s*\.\s*${ID})*)\s*;`, "mu").exec(code)?.[1]?.replace(/\s+/g, "");
  // Java 17's sealed and non-sealed too, and an annotation type (@interface): the file is named after it, but it
  // declares no main, so the class declaring main runs.
  const publicType = new RegExp(String.raw`(?:^|[\s;}])public\s+(?:(?:final|abstract|strictfp|static|sealed|non-sealed)\s+)*(class|interface|enum|record|@\s*interface)\s+(${ID})`, "u").exec(code);
  const publicClass = publicType && !publicType[1]!.startsWith("@") ? publicType[2] : undefined;
  const withMain = findClassWithMain(code, publicClass);
  const runs = withMain ?? publicClass ?? basename(fileName, ".java");
  return { fileName: publicType ? `${publicType[2]}.java` : fileName, mainClass: pkg ? `${pkg}.${runs}` : runs, mainFound: withMain !== undefined };
}

// A Java identifier, as Character.isJavaIdentifierStart/Part read one: any letter, not only ASCII (`public class Ünïcode`
// was left in a file of the user's name, and javac's "should be declared in a file named Ünïcode.java" was CE).
const ID = String.raw`[\p{L}\p{Nl}\p{Sc}\p{Pc}][\p{L}\p{Nl}\p{Sc}\p{Pc}\p{Nd}\p{Mn}\p{Mc}]*`;

/** Whether a Java text declares a static main anywhere (a folder's other sources: a main inherited from one of them). */
export function declaresJavaMain(text: string): boolean {
  return DECLARES_MAIN.test(withoutCommentsAndStrings(text));
}

// `static void main(` with any other modifiers around static (public, final, synchronized, strictfp).
const DECLARES_MAIN = /\b(?:(?:public|final|synchronized|strictfp)\s+)*static\s+(?:(?:public|final|synchronized|strictfp)\s+)*void\s+main\s*\(/;

// Each class declaring main at its own level (not a nested class's nor a method's body), by binary name, in source
// order (a rough reading: braces counted outside comments and strings). A class inside a method is skipped (its binary
// name is Outer$1Local). The public class declaring main wins, then the first top-level one, then the first nested one.
function findClassWithMain(code: string, publicClass: string | undefined): string | undefined {
  const opens = new Map<number, string>();
  for (const match of code.matchAll(new RegExp(String.raw`(?<![\p{L}\p{N}_$])(?:class|interface|enum|record)\s+(${ID})[^{;]*\{`, "gu"))) opens.set(match.index + match[0].length - 1, match[1]!);
  type Frame = { name?: string; start: number; own: string; topLevel: boolean };
  const stack: Frame[] = [];
  const found: { name: string; start: number; topLevel: boolean }[] = [];
  for (let index = 0; index < code.length; index++) {
    const char = code[index];
    const top = stack.at(-1);
    if (char === "{") {
      const declared = opens.get(index);
      // A member class (directly in a class, or top-level); a class in a method or an initializer is local: skipped.
      const name = declared && (!top || top.name) ? (top ? `${top.name}$${declared}` : declared) : undefined;
      stack.push({ ...(name ? { name } : {}), start: index, own: "", topLevel: !top });
    } else if (char === "}") {
      const frame = stack.pop();
      if (frame?.name && DECLARES_MAIN.test(frame.own)) found.push({ name: frame.name, start: frame.start, topLevel: frame.topLevel });
    } else if (top?.name) top.own += char;
  }
  found.sort((a, b) => a.start - b.start);
  if (publicClass && found.some((entry) => entry.name === publicClass)) return publicClass;
  return (found.find((entry) => entry.topLevel) ?? found[0])?.name;
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
