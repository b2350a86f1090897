import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { importKattisPackage } from "../../src/kattis/import-package";
import { kattisProblemYaml, readKattisProblemYaml } from "../../src/kattis/kattis-metadata";
import { loadProblem } from "../../src/problem/find-problem";
import { parseProblemConfig } from "../../src/problem/problem-config";
import { planScaffold, scaffoldProblem } from "../../src/scaffold/scaffold-problem";
import { problemYamlTemplate } from "../../src/scaffold/templates";
import { inProject, makeTempDir, makeTempProject, runCommand } from "./helpers/temp-project";

// Titles as pages and packages give them: long, quoted, Unicode, and every character YAML treats specially.
const NAMED_TITLES = [
  "G. Castle Defense",
  `E. ${"A very long title of a problem from a contest whose setters liked words ".repeat(3)}(hard version)`,
  'The "Quoted" Problem',
  "It's Bob's turn",
  "取石子游戏 (Fibonacci Nim)",
  "Ünïcödé — ça va?",
  "#1 Problem",
  "Problem #1",
  "Key: value",
  "Ends with a colon:",
  "line\u2028separator",
  "paragraph\u2029separator",
  "next\u0085line",
  " leading and trailing spaces ",
  "- starts with a dash",
  "? starts with a question mark",
  "[brackets] and {braces}",
  "&anchor *alias !tag %directive @at `tick`",
  "| pipe > greater",
  "tab\tinside",
  "\ufeffbyte order mark",
  "emoji 😀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "back\\slash",
  "true",
  "123",
  "null",
  "~",
  "1e-6",
  "A\nB",
  "CRLF\r\ninside",
];
const RISKY = fc.constantFrom(" ", "\u2028", "\u2029", "\u0085", "\ufeff", "#", ":", ": ", " #", "-", "?", '"', "'", "\\", "\t", "\n", "\r", "[", "]", "{", "}", ",", "&", "*", "!", "|", ">", "%", "@", "`", "\u00a0", "\u3000", "\x7f", "\x01", "😀", "é", "取");
// Any text with something visible in it (a blank title is no title: the id is used instead).
const title = fc
  .oneof(fc.string({ unit: fc.oneof(RISKY, fc.string({ unit: "binary", minLength: 1, maxLength: 1 })), maxLength: 120 }), fc.string({ unit: "grapheme", minLength: 80, maxLength: 200 }), fc.constantFrom(...NAMED_TITLES))
  .filter((text) => text.trim() !== "");

const facts = (text: string) => ({ id: "p", title: text, aliases: [], timeLimitMs: 1000, memoryLimitMiB: 256 });

describe("any title survives problem.yaml and the Kattis problem.yaml, exactly", () => {
  it.each(NAMED_TITLES)("%j reads back as itself", (text) => {
    const yaml = problemYamlTemplate(facts(text));
    expect(parseProblemConfig(yaml, "problem.yaml").title).toBe(text);
    // One line per key: a long title is never folded onto an unindented line.
    expect(yaml.split("\n").filter((line) => line.startsWith("title: "))).toHaveLength(1);
    expect(yaml.split("\n")[1]!.startsWith("title: ")).toBe(true);
  });

  it("problem.yaml as new and Competitive Companion write it (property)", () => {
    fc.assert(
      fc.property(title, (text) => {
        const plan = planScaffold({ id: "p", title: text, source: "https://codeforces.com/contest/4/problem/A", timeLimitMs: 2000, memoryLimitMiB: 256 });
        const yaml = plan.files[0]!.data as string;
        expect(parseProblemConfig(yaml, "problem.yaml").title).toBe(text);
        // What any other YAML reader sees too.
        expect((parse(yaml) as { title: string }).title).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it("the Kattis problem.yaml export writes and import reads (property)", () => {
    const config = parseProblemConfig("title: x\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\n", "problem.yaml");
    fc.assert(
      fc.property(title, (text) => {
        const exported = kattisProblemYaml("p", { ...config, title: text });
        expect(readKattisProblemYaml(exported, "problem.yaml").title).toBe(text);
        expect((parse(exported) as { name: string }).name).toBe(text);
        // No raw character a YAML 1.1 reader (PyYAML, in problemtools) would break a line at or drop.
        expect(exported).not.toMatch(/[\u0085\u2028\u2029\ufeff\x00-\x08\x0b-\x1f\x7f]/);
      }),
      { numRuns: 2000 },
    );
  });

  it("new --force --title rewrites problem.yaml keeping the title exactly (property, on disk)", async () => {
    const project = makeTempProject();
    try {
      await inProject(project.root, () => {
        scaffoldProblem({ id: "p", title: "First" });
        fc.assert(
          fc.property(title, (text) => {
            scaffoldProblem({ id: "p", title: text, force: true });
            expect(loadProblem("p").config.title).toBe(text);
          }),
          { numRuns: 150 },
        );
      });
    } finally {
      project.remove();
    }
  });

  it("npm run import of a package with a long quoted title, then npm run judge: the problem loads and is judged", async () => {
    const scratch = makeTempDir("title-cli");
    const project = makeTempProject();
    try {
      const title = `The "Long" Title: ${"with words, # signs and colons: ".repeat(4)}\u2028and a line separator`;
      const dir = join(scratch.dir, "longtitle");
      mkdirSync(join(dir, "data/secret"), { recursive: true });
      mkdirSync(join(dir, "submissions/accepted"), { recursive: true });
      writeFileSync(join(dir, "problem.yaml"), `problem_format_version: 2023-07-draft\nname: ${JSON.stringify(title).replace("\u2028", "\\u2028")}\nlimits:\n  time_limit: 2\n`);
      writeFileSync(join(dir, "data/secret/1.in"), "2 3\n");
      writeFileSync(join(dir, "data/secret/1.ans"), "5\n");
      writeFileSync(join(dir, "submissions/accepted/add.js"), "const [a, b] = require('fs').readFileSync(0, 'utf8').split(/\\s+/).map(Number);\nprocess.stdout.write(`${a + b}\\n`);\n");
      const options = { root: project.root, cacheDir: join(scratch.dir, "cache"), timeoutMs: 120_000 };
      const imported = await runCommand("import", [dir], options);
      expect(imported.code, imported.stderr).toBe(0);
      const judged = await runCommand("judge", ["longtitle"], options);
      expect(judged.stderr).not.toContain("problem.yaml");
      expect(judged.code, judged.stdout + judged.stderr).toBe(0);
      await inProject(project.root, () => expect(loadProblem("longtitle").config.title).toBe(title));
    } finally {
      project.remove();
      scratch.remove();
    }
  }, 240_000);

  it("import of a package named with any title writes a problem.yaml the judge loads with that title (property, on disk)", async () => {
    const scratch = makeTempDir("title-import");
    try {
      const samples = fc.sample(title, { numRuns: 25, seed: 7 });
      for (const [index, text] of [...NAMED_TITLES, ...samples].entries()) {
        const project = makeTempProject();
        try {
          const dir = join(scratch.dir, `t${index}`, "titled");
          mkdirSync(join(dir, "data/secret"), { recursive: true });
          writeFileSync(join(dir, "problem.yaml"), `problem_format_version: 2023-07-draft\nname: ${JSON.stringify(text).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029")}\nlimits:\n  time_limit: 1\n`);
          writeFileSync(join(dir, "data/secret/1.in"), "1\n");
          writeFileSync(join(dir, "data/secret/1.ans"), "1\n");
          await inProject(project.root, async () => {
            await importKattisPackage(dir);
            expect(loadProblem("titled").config.title, JSON.stringify(text)).toBe(text);
            expect(readFileSync(join(project.root, "problems/titled/problem.yaml"), "utf8")).not.toMatch(/[\u0085\u2028\u2029]/);
          });
        } finally {
          project.remove();
        }
      }
    } finally {
      scratch.remove();
    }
  }, 120_000);
});
