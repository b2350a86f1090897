import type { LanguageDefinition } from "../language";

export const kotlin: LanguageDefinition = {
  id: "kotlin",
  aliases: ["kt", "kotlinc"],
  name: "Kotlin",
  extensions: [".kt"],
  priority: 50,
  runtime: "box",
  compile: "kotlinc -nowarn -include-runtime -d {out}/main.jar {files}",
  // The class that runs is named (build-program.ts finds it), not the jar's manifest's: kotlinc names a class there only
  // for a top-level fun main, and Kattis runs an object's @JvmStatic main too.
  run: "java -Xss{stack}m -Xmx{memlim}m -XX:+UseSerialGC -XX:-UsePerfData -cp {out}/main.jar {mainclass}",
  version: ["-version"],
  baseline: "measured",
  baselineWhy: "an empty Kotlin program is a JVM of about 35 MiB: the problems' limits were set for C",
  reads: ["/etc/java-*"],
  env: {},
  // The compiler is a JVM: its own heap, within the compile's memory limit; the quick JIT alone (TieredStopAtLevel=1)
  // takes 40% less CPU for a contest-sized file (7.0 → 4.3 s measured), the jar's contents the same.
  compileEnv: { JAVA_OPTS: "-Xmx1024m -Xss64m -XX:+UseSerialGC -XX:-UsePerfData -XX:TieredStopAtLevel=1" },
  compileTimeLimitMs: 120_000,
  compileMemoryMiB: 2048,
  mainClass: "kotlin",
  hello: { file: "main.kt", text: "fun main() {}\n" },
  follows: "Kattis and BAPCtools (kotlinc -include-runtime, run on the JVM with the Java flags)",
  install: "kotlinc (Debian/Ubuntu: apt-get install kotlin)",
};
