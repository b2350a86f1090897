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
  const pkg = new RegExp(String.raw`^[^\S\r\n\u2028\u2029]*package\s+(${ID}(?:\s*\.\s*${ID})*)\s*;`, "mu").exec(code)?.[1]?.replace(/\s+/g, "");
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

// `static void main(` with any other modifiers around static (public, final, synchronized, strictfp). Those before
// static change nothing a test() finds, and matching them ran each "public" of a run of them to its end: "public "
// 20,000 times took 2.9 s of the judge's CPU.
const DECLARES_MAIN = /\bstatic\s+(?:(?:public|final|synchronized|strictfp)\s+)*void\s+main\s*\(/;

// Each class declaring main at its own level (not a nested class's nor a method's body), by binary name, in source
// order (a rough reading: braces counted outside comments and strings). A class inside a method is skipped (its binary
// name is Outer$1Local). The public class declaring main wins, then the first top-level one, then the first nested one.
function findClassWithMain(code: string, publicClass: string | undefined): string | undefined {
  const opens = new Map<number, string>();
  // The declaration's own `{` is the first `{` or `;` after its name (looked up once per stretch, not per keyword: a
  // pattern's [^{;]*\{ ran each "class" of a text without braces to its end, 10 s for "class " 20,000 times).
  // A keyword before an opened declaration's `{` is read as part of it, as the pattern's own matches did not overlap.
  const nextStop = nextOf(code, /[{;]/g);
  let consumed = 0;
  for (const match of code.matchAll(new RegExp(String.raw`(?<![\p{L}\p{N}_$])(?:class|interface|enum|record)\s+(${ID})`, "gu"))) {
    if (match.index < consumed) continue;
    const stop = nextStop(match.index + match[0].length);
    if (stop === -1 || code[stop] !== "{") continue;
    opens.set(stop, match[1]!);
    consumed = stop + 1;
  }
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

/**
 * The index of the next match of `pattern` (global) at or after a position, for positions asked in increasing order:
 * each stretch of the text is searched once.
 */
export function nextOf(text: string, pattern: RegExp): (from: number) => number {
  let at = -2;
  return (from) => {
    if (at === -1 || at >= from) return at;
    pattern.lastIndex = from;
    at = pattern.exec(text)?.index ?? -1;
    return at;
  };
}

/**
 * The code with comments, string and character literals blanked out (same length), so regexps read only code. It
 * blanks what /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g would, scanned by
 * hand in linear time: that pattern tried every unclosed `/*` (and every unclosed quote) to the end of the text, and
 * the judge ran it in its own process on any source before compiling it: "/* " 40,000 times (120 KB) took 3.4 s, a
 * 1 MB source minutes.
 */
export function withoutCommentsAndStrings(text: string): string {
  return blankLiterals(text, false);
}

/**
 * A Python source with comments and string literals blanked out (same length): what
 * /"""[\s\S]*?"""|'''[\s\S]*?'''|#[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g blanks, in linear time (the pattern
 * took 8 s of the judge's CPU on '"\' 80,000 times, for a TLE's note). Python's `//` is division and `#` a comment.
 */
export function withoutPythonCommentsAndStrings(text: string): string {
  return blankLiterals(text, true);
}

function blankLiterals(text: string, python: boolean): string {
  const out: string[] = [];
  let kept = 0;
  const blank = (from: number, to: number): void => {
    out.push(text.slice(kept, from), text.slice(from, to).replace(/[^\n]/g, " "));
    kept = to;
  };
  // The next closing mark at or after a position: searched once, reused while it lies ahead (the scan only moves on).
  const commentEnd = nextOf(text, /\*\//g);
  const tripleEnd: Record<string, (from: number) => number> = { '"': nextOf(text, /"""/g), "'": nextOf(text, /'''/g) };
  // A quoted literal that did not close ran to `failedUntil`; every quote of its kind before that fails alike (each
  // was an escaped quote of the first, whose scan from there on is the same), so none is scanned again.
  const failedUntil: Record<string, number> = { '"': -1, "'": -1 };
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (!python && char === "/" && text[index + 1] === "*") {
      const end = commentEnd(index + 2);
      if (end !== -1) {
        blank(index, end + 2);
        index = end + 2;
        continue;
      }
    }
    if ((!python && char === "/" && text[index + 1] === "/") || (python && char === "#")) {
      const end = text.indexOf("\n", index);
      const stop = end === -1 ? text.length : end;
      blank(index, stop);
      index = stop;
      continue;
    }
    if ((char === '"' || (python && char === "'")) && text.startsWith(char.repeat(3), index)) {
      const end = tripleEnd[char]!(index + 3);
      if (end !== -1) {
        blank(index, end + 3);
        index = end + 3;
        continue;
      }
    }
    if ((char === '"' || char === "'") && index >= failedUntil[char]!) {
      let at = index + 1;
      // A backslash escapes any character but a line's end (the pattern's `.`), else the literal stops there.
      while (at < text.length && text[at] !== char && text[at] !== "\n" && !(text[at] === "\\" && !/^[^\n\r\u2028\u2029]$/.test(text[at + 1] ?? "\n"))) at += text[at] === "\\" ? 2 : 1;
      if (at < text.length && text[at] === char) {
        blank(index, at + 1);
        index = at + 1;
        continue;
      }
      failedUntil[char] = at;
    }
    index++;
  }
  out.push(text.slice(kept));
  return out.join("");
}

/**
 * How much a jar's entries may inflate to, all read together: the judge inflates them in its own process, outside
 * every box, and a compile's jar of 3 MiB of deflated zeros (a languages.yaml compile writes any file it likes) took
 * the judge to 6.4 GB. A contest program's own classes are kilobytes; the Kotlin runtime's are never read.
 */
export const JAR_INFLATE_LIMIT_BYTES = 64 * 1024 * 1024;

/** A jar whose entries inflate past JAR_INFLATE_LIMIT_BYTES: nothing is claimed about it. */
export class JarTooLargeError extends Error {
  constructor(readonly entry: string) {
    super(`its entries inflate to more than ${JAR_INFLATE_LIMIT_BYTES / 1024 / 1024} MiB (${entry} passed that), so it was not read for a class to run`);
  }
}

/** A jar's entries, in the order of its central directory, or undefined where it cannot be read as a plain zip. */
function jarEntries(jar: Buffer): { name: string; read(): Buffer | undefined }[] | undefined {
  let inflated = 0;
  const end = jar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > jar.length) return undefined;
  const count = jar.readUInt16LE(end + 10);
  let at = jar.readUInt32LE(end + 16);
  const entries: { name: string; read(): Buffer | undefined }[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > jar.length || jar.readUInt32LE(at) !== 0x02014b50) return undefined;
    const [method, size, nameLength, local] = [jar.readUInt16LE(at + 10), jar.readUInt32LE(at + 20), jar.readUInt16LE(at + 28), jar.readUInt32LE(at + 42)];
    const name = jar.toString("latin1", at + 46, at + 46 + nameLength);
    const read = (): Buffer | undefined => {
      if (local + 30 > jar.length || jar.readUInt32LE(local) !== 0x04034b50 || (method !== 0 && method !== 8)) return undefined;
      const data = local + 30 + jar.readUInt16LE(local + 26) + jar.readUInt16LE(local + 28);
      const stored = jar.subarray(data, data + size);
      if (method === 0) return stored;
      let bytes: Buffer;
      try {
        bytes = inflateRawSync(stored, { maxOutputLength: Math.max(1, JAR_INFLATE_LIMIT_BYTES - inflated) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") throw new JarTooLargeError(name);
        return undefined;
      }
      inflated += bytes.length;
      if (inflated > JAR_INFLATE_LIMIT_BYTES) throw new JarTooLargeError(name);
      return bytes;
    };
    entries.push({ name, read });
    at += 46 + nameLength + jar.readUInt16LE(at + 30) + jar.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The Main-Class a jar's manifest names ("" when the manifest names none), or undefined where the jar cannot be read
 * as a plain zip (then nothing is claimed). kotlinc names one only for a top-level `fun main`: without it, `java -jar`
 * fails at every run with "no main manifest attribute". Throws JarTooLargeError for a zip bomb.
 */
export function jarMainClass(jar: Buffer): string | undefined {
  const entries = jarEntries(jar);
  if (!entries) return undefined;
  const manifest = entries.find((entry) => entry.name.toUpperCase() === "META-INF/MANIFEST.MF");
  if (!manifest) return "";
  const text = manifest.read()?.toString("utf8");
  return text === undefined ? undefined : (/^Main-Class:[ \t]*(\S+)/im.exec(text)?.[1] ?? "");
}

// The Kotlin runtime kotlinc -include-runtime adds (no program may declare a package kotlin), and the manifest.
const RUNTIME_ENTRY = /^(?:kotlin|META-INF|org\/jetbrains|org\/intellij)\//;

/**
 * The class a Kotlin jar runs, as Kattis runs "the class containing your main function": the one its manifest names
 * (kotlinc names it for a top-level `fun main`), else the first of the program's classes that declares `public static
 * void main(String[])`: an object's or a companion's `@JvmStatic fun main(args: Array<String>)`, which kotlinc names in
 * no manifest. "" where no class declares one; undefined where the jar cannot be read as a plain zip. Throws
 * JarTooLargeError for a zip bomb.
 */
export function kotlinMainClass(jar: Buffer, entry?: string): string | undefined {
  const entries = jarEntries(jar);
  if (!entries) return undefined;
  const withMain = (wanted: (name: string) => boolean): string | undefined => {
    for (const file of entries) {
      if (!file.name.endsWith(".class") || RUNTIME_ENTRY.test(file.name) || !wanted(file.name)) continue;
      const bytes = file.read();
      if (bytes && declaresStaticMain(bytes)) return file.name.slice(0, -".class".length).replaceAll("/", ".");
    }
    return undefined;
  };
  // A folder's entry point first (several files with a top-level main, and kotlinc names none in the manifest).
  const preferred = entry === undefined ? undefined : withMain((name) => name === `${entry.replaceAll(".", "/")}.class`);
  if (preferred) return preferred;
  const named = jarMainClass(jar);
  if (named !== "") return named;
  return withMain(() => true) ?? "";
}

/**
 * The class kotlinc makes of a file's top-level functions: `brave-game.kt` in package `contest` is `contest.Brave_gameKt`
 * (the name capitalised, characters no identifier holds as `_`; a `@file:JvmName` names another, and is then not found).
 */
export function kotlinFileClass(fileName: string, text: string): string {
  const pkg = /^[ \t]*package[ \t]+([\w.]+)/m.exec(withoutCommentsAndStrings(text))?.[1];
  const stem = basename(fileName).replace(/\.kt$/i, "").replace(/[^\p{L}\p{N}_$]/gu, "_");
  const name = `${stem.charAt(0).toUpperCase()}${stem.slice(1)}Kt`;
  return pkg ? `${pkg}.${name}` : name;
}

/** Whether a class file declares `public static void main(String[])`, read from its constant pool and methods. */
export function declaresStaticMain(bytes: Buffer): boolean {
  try {
    if (bytes.readUInt32BE(0) !== 0xcafebabe) return false;
    const count = bytes.readUInt16BE(8);
    const utf8 = new Map<number, string>();
    let at = 10;
    for (let index = 1; index < count; index++) {
      const tag = bytes[at];
      if (tag === 1) {
        const length = bytes.readUInt16BE(at + 1);
        utf8.set(index, bytes.toString("latin1", at + 3, at + 3 + length));
        at += 3 + length;
      } else if (tag === 5 || tag === 6) {
        at += 9; // a long or a double takes two entries
        index++;
      } else if (tag === 7 || tag === 8 || tag === 16 || tag === 19 || tag === 20) at += 3;
      else if (tag === 15) at += 4;
      else if (tag === 3 || tag === 4 || tag === 9 || tag === 10 || tag === 11 || tag === 12 || tag === 17 || tag === 18) at += 5;
      else return false;
    }
    at += 6; // access flags, this class, super class
    at += 2 + 2 * bytes.readUInt16BE(at); // interfaces
    const members = (check: boolean): boolean => {
      const total = bytes.readUInt16BE(at);
      at += 2;
      let found = false;
      for (let index = 0; index < total; index++) {
        const [flags, name, descriptor, attributes] = [bytes.readUInt16BE(at), bytes.readUInt16BE(at + 2), bytes.readUInt16BE(at + 4), bytes.readUInt16BE(at + 6)];
        at += 8;
        for (let attribute = 0; attribute < attributes; attribute++) at += 6 + bytes.readUInt32BE(at + 2);
        // ACC_PUBLIC | ACC_STATIC
        if (check && (flags & 0x0009) === 0x0009 && utf8.get(name) === "main" && utf8.get(descriptor) === "([Ljava/lang/String;)V") found = true;
      }
      return found;
    };
    members(false); // fields
    return members(true);
  } catch {
    return false; // a truncated class file declares nothing
  }
}
