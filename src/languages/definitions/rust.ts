import type { LanguageDefinition } from "../language";

export const rust: LanguageDefinition = {
  id: "rust",
  aliases: ["rs", "rustc"],
  name: "Rust",
  extensions: [".rs"],
  priority: 80,
  runtime: "box",
  // --crate-name: rustc names the crate after the file otherwise, and a file called "my sol.rs" or "sol.v2.rs" was CE
  // ("invalid character ' ' in crate name") whatever its code. --crate-type bin: a #![crate_type = "lib"] built a
  // library where the program belongs, without a word, and every run failed to exec it; now it needs its fn main.
  compile: "rustc -O --edition=2021 --crate-name main --crate-type bin -o {binary} {mainfile}",
  run: "{binary}",
  version: ["--version"],
  // rustup's proxy needs ~/.rustup; the toolchain it picks (its sysroot) is what the box shows.
  realTool: { args: ["--print", "sysroot"], append: "bin/rustc" },
  baseline: "none",
  baselineWhy: "the whole process counts, as on Codeforces, Kattis and DMOJ",
  reads: [],
  env: {},
  compileEnv: {},
  compileMemoryMiB: 2048,
  hello: { file: "main.rs", text: "fn main() {}\n" },
  follows: "Codeforces and Kattis (rustc -O --edition=2021)",
  install: "rustc (rustup, or Debian/Ubuntu: apt-get install rustc)",
};
