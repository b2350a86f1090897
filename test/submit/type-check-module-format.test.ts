import { describe, expect, it } from "vitest";
import { typeCheckText } from "../../src/typecheck/type-check";

// A TypeScript solution is built to CommonJS, as Kattis's tsc --module commonjs builds it, and to an ES module only
// where the code needs one (top-level await, import.meta: build/commonjs-first.ts). The type check took every solution
// as an ES module, so `import fs = require("fs")`, which esbuild builds and runs and tsc --module commonjs accepts, was
// noted by judge as "a TypeScript judge (tsc) gives CE" and refused by submit: "Import assignment cannot be used when
// targeting ECMAScript modules". The check now follows the build: CommonJS, else an ES module where the code needs one.
const check = async (text: string) => (await typeCheckText("/t/main.ts", text, 20)).map((error) => `${error.line}:${error.column}: ${error.message}`);

describe("the type check takes a solution's module format as the build does", () => {
  it("import = require, CommonJS's own import, checks clean", async () => {
    expect(await check('import fs = require("fs");\nconst text: string = fs.readFileSync(0, "utf8");\nconsole.log(text.length);\n')).toEqual([]);
  }, 60_000);

  it("a default import of a Node module checks clean, as it does in an ES module", async () => {
    expect(await check('import fs from "node:fs";\nconsole.log(fs.readFileSync(0, "utf8").length);\n')).toEqual([]);
  }, 60_000);

  it("top-level await and import.meta, which need an ES module, check clean", async () => {
    expect(await check('import { createInterface } from "node:readline";\nfor await (const line of createInterface({ input: process.stdin })) console.log(line);\n')).toEqual([]);
    expect(await check('import { readFileSync } from "node:fs";\nconsole.log(import.meta.url.length, readFileSync(0).length);\nawait Promise.resolve();\n')).toEqual([]);
  }, 60_000);

  it("a type error is still found in either format", async () => {
    expect(await check('import fs = require("fs");\nconst n: number = fs.readFileSync(0, "utf8");\nconsole.log(n);\n')).toEqual(["2:7: Type 'string' is not assignable to type 'number'."]);
    expect(await check('const n: number = "1";\nawait Promise.resolve(n);\nexport {};\n')).toEqual(["1:7: Type 'string' is not assignable to type 'number'."]);
  }, 60_000);
});
