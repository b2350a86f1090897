import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { sourceFromFile, sourceFromText } from "../../src/check/chunk-source";
import { compareOutputs } from "../../src/check/compare-output";
import { cleanEnv, repoRoot } from "../helpers/cli";

const scratch = mkdtempSync(join(tmpdir(), "stonebench-submit-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const fixture = (name: string): string => `test/submit/fixtures/${name}.ts`;

/** Runs the submit command as npm run would (after --), keeping stdout byte for byte: it is the submission. */
async function runSubmit(args: string[], env: Record<string, string> = cleanEnv()): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const result = await execa(process.execPath, [join(repoRoot, "scripts", "launch.cjs"), "submit", ...args], {
    cwd: repoRoot,
    env,
    extendEnv: false,
    reject: false,
    stripFinalNewline: false,
    stdin: "ignore",
    // Judging a text runs it on every case, the two generated ones of 2×10^6 heaps included: minutes under load.
    timeout: 300_000,
  });
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** The 1-based line of a fixture that holds the text, found at test time so the fixture can change. */
function lineOf(name: string, text: string): number {
  const index = readFileSync(join(repoRoot, fixture(name)), "utf8").split("\n").findIndex((line) => line.includes(text));
  if (index === -1) throw new Error(`${fixture(name)} has no line with ${text}`);
  return index + 1;
}

/** Runs a JavaScript file with plain node on every case of a problem; the cases whose output is not AC. */
function casesNotAcceptedByPlainNode(file: string, problemId: string): string[] {
  const dir = join(repoRoot, "cases", problemId);
  const failures: string[] = [];
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith(".in"))) {
    const output = execFileSync(process.execPath, [file], { input: readFileSync(join(dir, name)), maxBuffer: 1 << 30 });
    const expected = sourceFromFile(join(dir, name.replace(/\.in$/, ".out")));
    const result = compareOutputs(expected, sourceFromText(output), { mode: "hdu" });
    expected.close();
    if (result.verdict !== "AC") failures.push(`${name}: ${result.verdict} ${result.message}`);
  }
  return failures;
}

describe("npm run submit, the way the issue says it is typed", () => {
  it("npm run submit hdu2516 --js --out <file> (no --) stops with exit 2, writes nothing, and prints the command with --", async () => {
    const out = join(scratch, "npm-form.js");
    const result = await execa("npm", ["run", "submit", "hdu2516", "--js", "--out", out], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
      extendEnv: false,
      reject: false,
      timeout: 120_000,
    });
    // --out writes a file: recovering it from npm's leftovers is a guess the rule forbids (issue 13, item 2).
    expect(result.exitCode, String(result.stderr)).toBe(2);
    expect(result.stderr).toContain(`npm run submit -- hdu2516 --js --out ${out}`);
    expect(existsSync(out)).toBe(false);
  });

  it("the -- form writes JavaScript that plain node runs correctly too, and prints nothing when --out is given", async () => {
    const viaDashes = join(scratch, "dash-form.js");
    const result = await runSubmit(["hdu2516", "--js", "--out", viaDashes]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toBe("");
    expect(casesNotAcceptedByPlainNode(viaDashes, "hdu2516")).toEqual([]);
  }, 360_000);

  it("prints the TypeScript itself on stdout by default, with node: names made loadable by node12", async () => {
    const result = await runSubmit(["hdu2516"]);
    expect(result.exitCode, result.stderr).toBe(0);
    const source = readFileSync(join(repoRoot, "solutions", "hdu2516", "main.ts"), "utf8");
    expect(result.stdout).toBe(source.replaceAll('"node:', '"'));
    expect(result.stderr).toMatch(/"node:fs" becomes "fs"/);
  });
});

describe("refusals name the file and line, exit 2, and print nothing", () => {
  const cases = [
    { name: "imports-project", text: "./fibonacci-helper", says: /imports "\.\/fibonacci-helper", which is not a Node built-in/ },
    { name: "reads-file", text: 'readFileSync("input.txt"', says: /reads the file "input\.txt"/ },
    { name: "newer-than-node12", text: ".at(-1)", says: /uses Array\.prototype\.at, which needs Node 16\.6 \(target node12\)/ },
    { name: "exit-after-write", text: "process.exit(0)", says: /calls process\.exit\(\) where output may already be written/ },
    { name: "top-level-await", text: "for await", says: /Top-level await/ },
  ];
  for (const { name, text, says } of cases) {
    it(`refuses ${name}.ts`, async () => {
      const result = await runSubmit(["hdu2516", "--js", "--solution", fixture(name)]);
      expect(result.exitCode, result.stderr).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(`${fixture(name)}:${lineOf(name, text)}:`);
      expect(result.stderr).toMatch(says);
      expect(result.stderr).toMatch(/fix: /);
    });
  }

  it("hands a refused solution over anyway with --force, after judging it, with the problems as warnings", async () => {
    const result = await runSubmit(["hdu2516", "--js", "--force", "--solution", fixture("newer-than-node12")]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain(".at(-1)");
    expect(result.stderr).toContain(`warning: ${fixture("newer-than-node12")}:${lineOf("newer-than-node12", ".at(-1)")}:`);
  }, 360_000);

  it("accepts the same solution for a judge whose Node has the feature", async () => {
    const result = await runSubmit(["hdu2516", "--js", "--target", "node18", "--solution", fixture("newer-than-node12")]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain(".at(-1)");
  }, 360_000);
});

describe("proving the text before handing it over", () => {
  it("a text that is not AC on every case exits 1, shows the verdicts and prints nothing", async () => {
    const result = await runSubmit(["hdu2516", "--js", "--solution", fixture("wrong-answer")]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/ WA /);
    expect(result.stderr).toMatch(/refused: the text to hand over is not AC on every case of hdu2516/);
  });

  it("--no-verify hands over the text without judging it", async () => {
    const result = await runSubmit(["hdu2516", "--no-verify", "--solution", fixture("wrong-answer")]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain("[2, 3, 5, 8]");
    expect(result.stderr).toMatch(/not judged \(--no-verify\)/);
  });
});

describe("--out and --copy", () => {
  it("--out never writes over a file without --force, and replaces it with --force", async () => {
    const out = join(scratch, "existing.js");
    writeFileSync(out, "keep me\n");
    const refused = await runSubmit(["hdu2516", "--js", "--no-verify", "--out", out]);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/already exists; submit never writes over a file/);
    expect(readFileSync(out, "utf8")).toBe("keep me\n");
    const forced = await runSubmit(["hdu2516", "--js", "--no-verify", "--force", "--out", out]);
    expect(forced.exitCode, forced.stderr).toBe(0);
    expect(readFileSync(out, "utf8")).toMatch(/JavaScript for node12/);
  });

  it("--copy says clearly that no clipboard tool exists, names what it tried, and points to --out", async () => {
    const emptyPath = mkdtempSync(join(scratch, "no-tools-"));
    const result = await runSubmit(["hdu2516", "--js", "--no-verify", "--copy"], { PATH: emptyPath, HOME: process.env.HOME ?? "", NO_COLOR: "1" });
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/No clipboard tool worked, so nothing was copied\. Tried: pbcopy \(not on PATH\), wl-copy \(not on PATH\), xclip \(not on PATH\), xsel \(not on PATH\), clip\.exe \(not on PATH\)/);
    expect(result.stderr).toMatch(/hint: .*--out <file>/);
  });
});

describe("--help", () => {
  it("explains the options and the default target", async () => {
    const result = await runSubmit(["--help"]);
    expect(result.exitCode).toBe(0);
    for (const option of ["--solution", "--js", "--target", "--out", "--copy", "--force", "--no-verify"]) expect(result.stdout).toContain(option);
    expect(result.stdout).toMatch(/default node12: the oldest Node we found on a live judge/);
  });
});

// judge takes a folder of sources; submit said "Solution not found" of that existing folder.
describe("submit --solution <folder>", () => {
  it("says that it is a folder and that submit hands over one file, before judging anything", async () => {
    const folder = join(scratch, "several files");
    execFileSync("mkdir", ["-p", folder]);
    writeFileSync(join(folder, "main.cpp"), "int main() {}\n");
    const result = await runSubmit(["hdu1846", "--solution", folder]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(`${folder} is a folder: submit hands over one file`);
    expect(result.stderr).not.toContain("not found");
    expect(result.stdout).toBe("");
  });
});
