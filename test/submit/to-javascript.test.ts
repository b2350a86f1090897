import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkSolution } from "../../src/submit/check-solution";
import { parseNodeTarget } from "../../src/submit/node-target";
import { toJavaScript } from "../../src/submit/to-javascript";
import { makeSubmission } from "../../src/submit/make-submission";
import { globSync } from "glob";
import { repoRoot } from "../helpers/cli";

const scratch = mkdtempSync(join(tmpdir(), "stonebench-to-js-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function convert(text: string, target = "node12"): Promise<{ text: string; notes: string[] }> {
  const path = join(scratch, "solution.ts");
  const check = await checkSolution(path, text, parseNodeTarget(target));
  return toJavaScript(check.parsed, check.references, parseNodeTarget(target));
}

/** Runs JavaScript with plain node as a judge would (node Main.js, no package.json), on the given stdin. */
function runPlain(javascript: string, input: string): string {
  const file = join(scratch, `main-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(file, javascript);
  return execFileSync(process.execPath, [file], { input, encoding: "utf8" });
}

const SOLUTION = `// Sums the numbers on stdin.
/* It reads everything at once. */
import { readFileSync } from "node:fs";
import type { Stats } from "node:fs";
import * as os from "node:os";

interface Total { value: number }
const total: Total = { value: 0 };
for (const word of readFileSync(0, "utf8").split(/\\s+/)) if (word) total.value += Number(word);
const info: Stats | undefined = undefined;
process.stdout.write(String(total.value ?? info) + os.EOL);
export {};
`;

describe("--js", () => {
  it("turns imports into plain require lines and renames node: modules for node12", async () => {
    const { text, notes } = await convert(SOLUTION, "node12");
    expect(text).toContain('const { readFileSync } = require("fs");');
    expect(text).toContain('const os = require("os");');
    expect(text).not.toMatch(/^\s*(import|export)\b/m);
    expect(text).not.toContain("node:");
    expect(notes).toEqual([expect.stringMatching(/^line 3: "node:fs" becomes "fs"/), expect.stringMatching(/^line 5: "node:os" becomes "os"/)]);
  });

  it("keeps the node: prefix where the target can load it", async () => {
    const { text, notes } = await convert(SOLUTION, "node16");
    expect(text).toContain('const { readFileSync } = require("node:fs");');
    expect(notes).toEqual([]);
  });

  it("keeps the opening comments, strips the types, and does not minify", async () => {
    const { text } = await convert(SOLUTION);
    expect(text.startsWith("// Sums the numbers on stdin.\n/* It reads everything at once. */\n// JavaScript for node12 (CommonJS)")).toBe(true);
    expect(text).not.toMatch(/interface|: Total|Stats/);
    expect(text.split("\n").length).toBeGreaterThan(5);
  });

  it("lowers syntax that the target lacks", async () => {
    const { text } = await convert("const o: { a?: { b: number } } = {};\nprocess.stdout.write(String(o.a?.b ?? 7) + \"\\n\");\n", "node12");
    expect(text).not.toContain("?.");
    expect(text).not.toContain("??");
    expect(runPlain(text, "")).toBe("7\n");
  });

  it("produces a file that plain node runs as CommonJS", async () => {
    const { text } = await convert(SOLUTION);
    expect(runPlain(text, "1 2 3\n39\n")).toBe("45\n");
  });
});

describe("conversion without the checks (export's JavaScript)", () => {
  // Every TypeScript solution of two problems (play-wythoff's import another problem's file), for node12 (node: names
  // renamed) and node20: the same text and notes as submit's checked conversion, which export's used to be.
  const files = ["hdu2516", "play-wythoff"].flatMap((id) => globSync("**/*.ts", { cwd: join(repoRoot, "solutions", id) }).sort().map((file) => ({ id, file: join(repoRoot, "solutions", id, file) })));
  it("covers the solutions", () => expect(files.length).toBeGreaterThan(20));
  it.each(["node12", "node20"])("for %s: byte for byte the checked conversion's text, and the same notes", async (name) => {
    const target = parseNodeTarget(name);
    for (const { id, file } of files) {
      const checked = await makeSubmission({ problem: id, solution: file, js: true, target, force: true });
      const unchecked = await makeSubmission({ problem: id, solution: file, js: true, target, force: true, checks: false });
      expect(unchecked.text, file).toBe(checked.text);
      expect(unchecked.notes, file).toEqual(checked.notes);
      expect(unchecked.findings).toEqual([]);
    }
  }, 120_000);
});
