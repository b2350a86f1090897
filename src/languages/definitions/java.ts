import type { LanguageDefinition } from "../language";

export const java: LanguageDefinition = {
  id: "java",
  aliases: ["javac"],
  name: "Java",
  extensions: [".java"],
  priority: 60,
  runtime: "box",
  // -proc:none: no annotation processor found among the sources (a class and a META-INF/services file) runs in the compile.
  // -J…: javac's own JVM with the serial collector and the quick JIT alone: a third less CPU a compile (1.76 → 1.20 s
  // measured), the same class files.
  compile: "javac -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 -encoding UTF-8 -proc:none -d {out} {files}",
  // -XX:-UsePerfData: no hsperfdata file in a read-only box; the heap and the main thread's stack follow the limits.
  run: "java -Xss{stack}m -Xmx{memlim}m -XX:+UseSerialGC -XX:-UsePerfData -cp {out} {mainclass}",
  version: ["-version"],
  baseline: "measured",
  baselineWhy: "an empty Java program is about 35 MiB of JVM: the problems' limits were set for C",
  // Debian's JDK links its conf/ files to /etc/java-<n>-openjdk.
  reads: ["/etc/java-*"],
  env: {},
  compileEnv: {},
  compileMemoryMiB: 2048,
  mainClass: "java",
  hello: { file: "Main.java", text: "public class Main { public static void main(String[] args) {} }\n" },
  follows: "Kattis and BAPCtools (-Xss, -Xmx from the limits, -XX:+UseSerialGC); any public class name, as Codeforces allows",
  install: "a JDK (Debian/Ubuntu: apt-get install default-jdk-headless)",
};
