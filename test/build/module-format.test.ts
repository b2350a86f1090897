import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ECHO_PROBLEM, makeProject, repoRoot, runCommand } from "../helpers/cli";

// TypeScript is built to CommonJS (Node starts it without its ES module loader: issue 27), and to an ES module only
// where the code needs one. These check both forms run as the source says, and that the CommonJS form stays strict.
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const ECHO = 'import { readFileSync } from "node:fs";\nprocess.stdout.write(readFileSync(0, "utf8"));\n';
// Top-level await cannot be CommonJS: the build falls back to an ES module.
const TOP_LEVEL_AWAIT = [
  'import { createInterface } from "node:readline";',
  "const lines: string[] = [];",
  "for await (const line of createInterface({ input: process.stdin })) lines.push(line);",
  'process.stdout.write(lines.map((line) => `${line}\\n`).join(""));',
  "",
].join("\n");
// import.meta is empty in CommonJS: an ES module, so that import.meta.url is the file's URL as written.
const IMPORT_META = 'import { readFileSync } from "node:fs";\nif (!import.meta.url.startsWith("file://")) throw new Error("no import.meta.url");\nprocess.stdout.write(readFileSync(0, "utf8"));\n';
// An ES module is strict, so is the CommonJS build: an assignment to an undeclared name is an RE, not a new global.
const SLOPPY = '// @ts-nocheck\nundeclared = 5;\nprocess.stdout.write(require("node:fs").readFileSync(0, "utf8"));\n';

async function judgeEcho(source: string) {
  const project = makeProject({ ...ECHO_PROBLEM, "solutions/echo/main.ts": source });
  cleanup = project.cleanup;
  const cacheDir = join(project.root, "cache");
  const result = await runCommand("judge", ["echo", "--json"], { env: { STONEBENCH_ROOT: project.root, STONEBENCH_CACHE_DIR: cacheDir } });
  const built = readdirSync(join(cacheDir, "solutions")).filter((name) => /\.[cm]js$/.test(name));
  const report = JSON.parse(result.stdout) as { summary: { verdict: string }; cases: { message?: string }[] };
  return { verdict: report.summary.verdict, message: report.cases[0]?.message ?? "", built, text: built.length === 1 ? readFileSync(join(cacheDir, "solutions", built[0]!), "utf8") : "" };
}

describe("the module format of a TypeScript solution's build", () => {
  it("plain code is CommonJS, strict, and AC", async () => {
    const { verdict, built, text } = await judgeEcho(ECHO);
    expect(verdict).toBe("AC");
    expect(built).toEqual([expect.stringMatching(/\.cjs$/)]);
    expect(text.startsWith('"use strict";')).toBe(true);
  });

  it("top-level await: an ES module, AC", async () => {
    const { verdict, built } = await judgeEcho(TOP_LEVEL_AWAIT);
    expect(verdict).toBe("AC");
    expect(built).toEqual([expect.stringMatching(/\.mjs$/)]);
  });

  it("import.meta: an ES module, AC", async () => {
    const { verdict, built } = await judgeEcho(IMPORT_META);
    expect(verdict).toBe("AC");
    expect(built).toEqual([expect.stringMatching(/\.mjs$/)]);
  });

  it("an assignment to an undeclared name is an RE, as in an ES module", async () => {
    const { verdict, message, built } = await judgeEcho(SLOPPY);
    expect(built).toEqual([expect.stringMatching(/\.cjs$/)]);
    expect(verdict).toBe("RE");
    expect(message).toMatch(/ReferenceError: undeclared is not defined/);
  });

  // CommonJS hands a solution handles an ES module does not (module.constructor._load, a real require, __dirname):
  // an attacker's way around the build. Each is still stopped by the sandbox, caught here, and printed: WA, not AC.
  it("CommonJS's own handles reach nothing: child_process, another file by require, a file by fs", async () => {
    const attack = [
      "// @ts-nocheck",
      "let said = '';",
      "try { said += String(module.constructor._load('child_process').execSync('id')); } catch (e) { said += `cp:${e.code};`; }",
      // A path in a variable: esbuild would bundle (and the build refuse) a literal one.
      `const other = ${JSON.stringify(join(repoRoot, "package.json"))};`,
      "try { said += String(require(other).name); } catch (e) { said += `req:${e.code};`; }",
      "try { said += require('fs').readFileSync('/etc/passwd', 'utf8').slice(0, 9); } catch (e) { said += `fs:${e.code};`; }",
      "process.stdout.write(said + '\\n');",
      "",
    ].join("\n");
    const { verdict, message, built } = await judgeEcho(attack);
    expect(built).toEqual([expect.stringMatching(/\.cjs$/)]);
    expect(verdict).toBe("WA");
    // require of a file it may not read finds nothing, as for a missing one (the preload: test/run/path-probes.test.ts).
    expect(message).toContain("cp:ERR_ACCESS_DENIED;req:MODULE_NOT_FOUND;fs:ERR_ACCESS_DENIED;");
  });
});
