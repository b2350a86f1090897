import type { LanguageDefinition } from "../language";

export const cpp: LanguageDefinition = {
  id: "cpp",
  aliases: ["c++", "cxx", "cc", "g++"],
  name: "C++",
  extensions: [".cpp", ".cc", ".cxx", ".c++"],
  priority: 100,
  runtime: "box",
  compile: "g++ -std=gnu++20 -O2 -fstack-protector-strong -DONLINE_JUDGE -o {binary} {files}",
  run: "{binary}",
  version: ["--version"],
  baseline: "none",
  baselineWhy: "the whole process counts, as on Codeforces, Kattis and DMOJ (libstdc++ is about 3 MiB)",
  reads: [],
  env: {},
  compileEnv: {},
  hello: { file: "main.cpp", text: "int main() { return 0; }\n" },
  follows: "AtCoder's g++ 12 line (-std=gnu++20 -O2 -DONLINE_JUDGE) with the stack protector that Ubuntu's g++ (AtCoder's, Kattis's) turns on by default, dynamically linked so that sanitizers can be swapped in",
  install: "g++ (Debian/Ubuntu: apt-get install g++)",
};
