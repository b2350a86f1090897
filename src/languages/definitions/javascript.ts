import type { LanguageDefinition } from "../language";

export const javascript: LanguageDefinition = {
  id: "javascript",
  aliases: ["js", "node", "nodejs"],
  name: "JavaScript",
  extensions: [".js", ".mjs", ".cjs"],
  priority: 20,
  runtime: "node",
  // Checked by esbuild, run byte for byte by the judge's own Node.
  run: "node {mainfile}",
  version: ["--version"],
  baseline: "measured",
  baselineWhy: "an empty Node program is about 40 MiB: the problems' limits were set for C",
  reads: [],
  env: {},
  compileEnv: {},
  hello: { file: "main.js", text: "\n" },
  follows: "Codeforces and AtCoder (Node, the text run as written)",
  install: "Node 20.11 or newer",
};
