import type { LanguageDefinition } from "../language";

export const typescript: LanguageDefinition = {
  id: "typescript",
  aliases: ["ts", "node-ts"],
  name: "TypeScript",
  extensions: [".ts", ".mts", ".cts"],
  priority: 30,
  runtime: "node",
  // Built in the judge by esbuild (build/build-solution.ts) into one .mjs; run by the judge's own Node.
  run: "node {mainfile}",
  version: ["--version"],
  baseline: "measured",
  baselineWhy: "an empty Node program is about 40 MiB: the problems' limits were set for C",
  reads: [],
  env: {},
  compileEnv: {},
  hello: { file: "main.ts", text: "\n" },
  follows: "the workbench's first language: esbuild to one ES module, Node 20 with --stack-size from the stack setting, as AtCoder does",
  install: "Node 20.11 or newer",
};
