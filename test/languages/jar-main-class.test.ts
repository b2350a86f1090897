import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { declaresStaticMain, JAR_INFLATE_LIMIT_BYTES, JarTooLargeError, jarMainClass, kotlinFileClass, kotlinMainClass } from "../../src/languages/main-class";

// The class a Kotlin jar runs, read without a JVM: the manifest's Main-Class, else the first program class (the
// runtime's kotlin/ left out) whose methods include public static void main(String[]).

/** A minimal class file: its constant pool holds `utf8`, and `methods` name their name, descriptor and flags by index. */
function classFile(utf8: string[], methods: { flags: number; name: number; descriptor: number }[], extra: Buffer = Buffer.alloc(0)): Buffer {
  const pool = utf8.map((text) => Buffer.concat([Buffer.from([1]), u2(text.length), Buffer.from(text, "latin1")]));
  const method = (m: { flags: number; name: number; descriptor: number }) => Buffer.concat([u2(m.flags), u2(m.name), u2(m.descriptor), u2(1), u2(1), u4(2), Buffer.from([0, 0])]);
  return Buffer.concat([u4(0xcafebabe), u2(0), u2(52), u2(utf8.length + 1 + extra.length / 9), ...pool, extra, u2(0x21), u2(0), u2(0), u2(0), u2(0), u2(methods.length), ...methods.map(method), u2(0)]);
}
const u2 = (value: number) => Buffer.from([value >> 8, value & 255]);
const u4 = (value: number) => Buffer.from([value >>> 24, (value >> 16) & 255, (value >> 8) & 255, value & 255]);

/** A zip of deflated entries, as kotlinc writes a jar. */
function jar(entries: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, "latin1");
    const header = (signature: number, central: boolean) => {
      const fixed = Buffer.alloc(central ? 46 : 30);
      fixed.writeUInt32LE(signature, 0);
      const base = central ? 2 : 0;
      fixed.writeUInt16LE(8, base + 8);
      fixed.writeUInt32LE(packed.length, base + 18);
      fixed.writeUInt32LE(data.length, base + 22);
      fixed.writeUInt16LE(nameBytes.length, base + 26);
      if (central) fixed.writeUInt32LE(offset, 42);
      return Buffer.concat([fixed, nameBytes]);
    };
    const local = Buffer.concat([header(0x04034b50, false), packed]);
    centrals.push(header(0x02014b50, true));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = ["main", "([Ljava/lang/String;)V", "Code"];
const staticMain = classFile(MAIN, [{ flags: 0x0019, name: 1, descriptor: 2 }]);
const instanceMain = classFile(MAIN, [{ flags: 0x0011, name: 1, descriptor: 2 }]);

describe("the class a Kotlin jar runs", () => {
  it("is the manifest's Main-Class where kotlinc named one (a top-level fun main)", () => {
    const built = jar([["META-INF/MANIFEST.MF", Buffer.from("Manifest-Version: 1.0\r\nMain-Class: BashKt\r\n")], ["Solution.class", staticMain]]);
    expect(jarMainClass(built)).toBe("BashKt");
    expect(kotlinMainClass(built)).toBe("BashKt");
  });

  it("is an object's static main where the manifest names none, with its package", () => {
    const built = jar([["META-INF/MANIFEST.MF", Buffer.from("Manifest-Version: 1.0\r\n")], ["contest/Helper.class", instanceMain], ["contest/Solution.class", staticMain], ["kotlin/io/ConsoleKt.class", staticMain]]);
    expect(jarMainClass(built)).toBe("");
    expect(kotlinMainClass(built)).toBe("contest.Solution");
  });

  it("is none where only the runtime or an instance method is called main", () => {
    expect(kotlinMainClass(jar([["META-INF/MANIFEST.MF", Buffer.from("Manifest-Version: 1.0\n")], ["Solver.class", instanceMain], ["kotlin/Main.class", staticMain]]))).toBe("");
  });

  it("reads past longs and doubles in the constant pool (two entries each)", () => {
    const long = Buffer.concat([Buffer.from([5]), Buffer.alloc(8)]);
    const withLong = classFile(MAIN, [{ flags: 0x0009, name: 1, descriptor: 2 }], long);
    // The pool's count is one more than its entries plus one for the long's second slot.
    withLong.writeUInt16BE(MAIN.length + 3, 8);
    expect(declaresStaticMain(withLong)).toBe(true);
    expect(declaresStaticMain(Buffer.from("not a class"))).toBe(false);
    expect(declaresStaticMain(staticMain.subarray(0, 20))).toBe(false);
  });

  it("is a folder's entry point's file class where several files have a top-level main (kotlinc names none then)", () => {
    const built = jar([["META-INF/MANIFEST.MF", Buffer.from("Manifest-Version: 1.0\r\n")], ["AKt.class", staticMain], ["SolverKt.class", staticMain]]);
    expect(kotlinMainClass(built)).toBe("AKt");
    expect(kotlinMainClass(built, kotlinFileClass("solver.kt", "fun main() {}\n"))).toBe("SolverKt");
    // An entry point whose file class has no main (its main is an object's) leaves the choice to the rest.
    expect(kotlinMainClass(built, "NoneKt")).toBe("AKt");
  });

  it("names a file's class as kotlinc does", () => {
    expect(kotlinFileClass("brave-game.kt", "package contest.bash\nfun main() {}\n")).toBe("contest.bash.Brave_gameKt");
    expect(kotlinFileClass("dir/main.kt", "// package not.this\nfun main() {}\n")).toBe("MainKt");
  });

  // The judge inflates the jar in its own process: a compile (languages.yaml's command) that wrote 3 MiB of deflated
  // zeros as a class took the judge to 6.4 GB. The entries are read up to a budget, then refused.
  it("is refused for a zip bomb, without inflating it", () => {
    const zeros = Buffer.alloc(JAR_INFLATE_LIMIT_BYTES + 1024 * 1024);
    const bomb = jar([["Bomb.class", zeros]]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => kotlinMainClass(bomb)).toThrow(JarTooLargeError);
    // Many entries each under the budget add up to it too; the manifest is read through the same budget.
    const many = jar([...Array.from({ length: 9 }, (_, index): [string, Buffer] => [`B${index}.class`, Buffer.alloc(8 * 1024 * 1024)]), ["Solver.class", staticMain]]);
    expect(() => kotlinMainClass(many)).toThrow(/inflate to more than 64 MiB \(B8\.class passed that\)/);
    expect(() => jarMainClass(jar([["META-INF/MANIFEST.MF", zeros]]))).toThrow(JarTooLargeError);
  });

  it("is not claimed for a file that is no zip", () => {
    expect(kotlinMainClass(Buffer.from("not a jar"))).toBeUndefined();
  });
});
