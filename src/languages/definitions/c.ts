import type { LanguageDefinition } from "../language";

export const c: LanguageDefinition = {
  id: "c",
  aliases: ["gcc", "c11"],
  name: "C",
  extensions: [".c"],
  priority: 90,
  runtime: "box",
  compile: "gcc -std=gnu11 -O2 -fstack-protector-strong -DONLINE_JUDGE -o {binary} {files} -lm",
  run: "{binary}",
  version: ["--version"],
  baseline: "none",
  baselineWhy: "the whole process counts, as on Codeforces, Kattis and DMOJ",
  reads: [],
  env: {},
  compileEnv: {},
  hello: { file: "main.c", text: "int main(void) { return 0; }\n" },
  follows: "Kattis and BAPCtools (gcc -std=gnu11 -O2 … -lm), with ONLINE_JUDGE defined as Codeforces and AtCoder do, and the stack protector that Ubuntu's gcc (Kattis's, AtCoder's) turns on by default",
  install: "gcc (Debian/Ubuntu: apt-get install gcc)",
};
