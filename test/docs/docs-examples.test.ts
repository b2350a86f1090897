import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli";

// Every command example in README.md and docs/*.md (each line of a ```sh block) runs here, as written, through real
// npm and a shell, in a throwaway copy of the project: none can drift from the code. An example that cannot run here
// (a network listener, the clipboard, the suite itself) is listed below with its reason, printed when it is skipped.
// The examples' own files (sample.in, my.ts, a Kattis package) are made first, as a reader would have them.

interface Example {
  page: string;
  line: string;
}

interface Rule {
  match: RegExp;
  skip?: string;
  /** Run in the repository itself (the suite's own commands), not in the throwaway project. */
  inRepo?: true;
  /** The exit code the example is documented to give (default 0). */
  exit?: number;
  /** Runs until Ctrl-C: stop it once this appears on stdout, then expect exit 130. */
  interruptAfter?: RegExp;
  /** Cannot run here (the reason): its words are still parsed, with --help after them (an unknown option or a missing value fails). */
  parseOnly?: string;
}

// First match wins.
const RULES: Rule[] = [
  { match: /^npm test\b/, skip: "the whole suite: this test is part of it" },
  { match: /^npm run verify\s*(?:#|$)/, skip: "every problem: minutes; test/e2e/verify-*-problems.test.ts run `npm run verify <id>` on every problem" },
  // The same command, one test per problem, runs in test/e2e/verify-*-problems.test.ts: run twice it cost CI minutes.
  { match: /^npm run verify -?-? ?[a-z0-9-]+\s*(?:#|$)/, skip: "`npm run verify <id>` runs on every problem of the repository in test/e2e/verify-batch-problems.test.ts and verify-interactive-problems.test.ts" },
  { match: /^npm run validate\s*(?:#|$)/, skip: "every problem: verify's per-problem tests run each validator on every case, and `npm run validate hdu2176` runs here" },
  { match: /^npm run bench\s*(?:#|$)/, skip: "every section: many minutes; `npm run bench -- --sections c` runs here" },
  // `npm test` runs `tsc -p tsconfig.json` beside the suite (scripts/test.sh): the same command as `npm run typecheck`.
  { match: /^npm run typecheck\s*(?:#|$)/, skip: "the same tsc -p tsconfig.json runs beside this suite in npm test (scripts/test.sh)" },
  // The suite's global setup (test/global-setup.ts) runs this command for every problem whose generated cases are not cached: in a fresh clone, all.
  { match: /^npm run make-cases -- [a-z0-9-]+ --generated\s*(?:#|$)/, skip: "test/global-setup.ts runs `make-cases <id> --generated` for every problem in a fresh clone" },
  { match: /^npx vitest\b/, inRepo: true },
  { match: /npm run explore\b/, skip: "the explorer's examples run in test/explore/docs-examples.test.ts (they take minutes)" },
  { match: /npm run listen\b/, parseOnly: "listens on a TCP port until Ctrl-C; the receiver runs in test/authoring/listen.test.ts on a free port" },
  { match: /--copy\b/, skip: "needs a clipboard (a display and wl-copy or xclip)" },
  { match: /--watch\b/, interruptAfter: /\d+\/\d+ AC/ },
  { match: /\/wrong\/|rare-wrong\.ts|wythoff-wrong-50\.py/, exit: 1 },
];

const pages = ["README.md", ...readdirSync(join(repoRoot, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];

/** Every non-empty line of every ```sh block, and `$ npm …` lines of other blocks (a session shown with its output). */
export function examplesOf(page: string, text: string): Example[] {
  const blocks = [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)];
  return blocks.flatMap(([, kind, block]) =>
    block!
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => (kind === "sh" ? line && !line.startsWith("#") : /^\$ (?:npm|npx) /.test(line)))
      .map((line) => ({ page, line: line.replace(/^\$ /, "") })),
  );
}

// The same command on two pages runs once (its title names every page). `npm run x -- id` is `npm run x id` when no
// option follows (npm passes both alike): README's `submit hdu2516` and submit.md's `submit -- hdu2516` run once.
const key = (line: string) => {
  const words = line.replace(/\s+#.*$/, "").replace(/\s+/g, " ");
  const split = /^(npm run(?: -s)? [\w-]+) -- (.*)$/.exec(words);
  return split && !/(?:^| )-/.test(split[2]!) ? `${split[1]} ${split[2]}` : words;
};
const allExamples = pages.flatMap((page) => examplesOf(page, readFileSync(join(repoRoot, page), "utf8")));
const examples = [...new Map(allExamples.map((example) => [key(example.line), { ...example, page: [...new Set(allExamples.filter((other) => key(other.line) === key(example.line)).map((other) => other.page))].join(", ") }])).values()];
const scripts = Object.keys((JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);

const scratch = mkdtempSync(join(tmpdir(), "stonebench-docs-examples-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// One throwaway project per page, made when its first example runs: a page's examples run in order on it (export then
// import), and no page sees what another page's examples made (a problem from new.md without cases).
const projects = new Map<string, string>();
function projectFor(page: string): string {
  const known = projects.get(page);
  if (known) return known;
  const project = join(scratch, page.replace(/\W+/g, "-"), "project");
  for (const folder of ["problems", "solutions", "cases"]) cpSync(join(repoRoot, folder), join(project, folder), { recursive: true });
  // npm run here starts the workbench's own commands on this copy (STONEBENCH_ROOT), from this folder (paths as typed).
  const run = Object.fromEntries(scripts.filter((name) => !["test", "typecheck"].includes(name)).map((name) => [name, `node ${JSON.stringify(join(repoRoot, "scripts", "launch.cjs"))} ${name}`]));
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "docs-examples", private: true, scripts: run }, null, 2));
  // The files the examples name, as a reader would have them. hdu1846: n = 8, m = 3 loses (8 is a multiple of 4).
  writeFileSync(join(project, "sample.in"), "1\n8 3\n");
  writeFileSync(join(project, "sample.out"), "second\n");
  writeFileSync(join(project, "my.in"), "1\n8 3\n");
  writeFileSync(join(project, "my.out"), "second\n");
  writeFileSync(join(project, "big.in"), "3\n1000 999\n1000 7\n999 1\n");
  writeFileSync(join(project, "my-test.in"), "3\n3 6 9\n0\n");
  cpSync(join(repoRoot, "solutions", "hdu2516", "main.ts"), join(project, "my-fib-nim.ts"));
  cpSync(join(repoRoot, "solutions", "hdu2176", "main.ts"), join(project, "my-nim.ts"));
  cpSync(join(repoRoot, "test", "fixtures", "stress"), join(project, "test", "fixtures", "stress"), { recursive: true });
  mkdirSync(join(project, "notes"), { recursive: true });
  cpSync(join(repoRoot, "solutions", "hdu1527", "cpp", "main.cpp"), join(project, "notes", "attempt.txt"));
  for (const where of ["path/to/kattis-package", "../packages/hello"]) cpSync(join(repoRoot, "test", "fixtures", "kattis", "greeting"), join(project, where), { recursive: true });
  projects.set(page, project);
  return project;
}

function ruleFor(line: string): Rule {
  return RULES.find((rule) => rule.match.test(line)) ?? { match: /./ };
}

describe("the command examples in README.md and docs/", () => {
  it("every npm script has its page in docs/, and every page's examples name real scripts", () => {
    const pageOf: Record<string, string> = { test: "tests.md" };
    for (const script of scripts) {
      const page = pageOf[script] ?? `${script}.md`;
      expect(readdirSync(join(repoRoot, "docs")), `npm run ${script}`).toContain(page);
    }
    for (const { page, line } of allExamples) {
      for (const match of line.matchAll(/npm run(?: -s)? ([\w-]+)/g)) expect(scripts, `${page}: ${line}`).toContain(match[1]);
    }
    expect(examples.length).toBeGreaterThan(50);
  });

  for (const { page, line } of examples) {
    const rule = ruleFor(line);
    if (rule.skip) {
      it.skip(`${page}: ${line}`, () => undefined);
      console.warn(`docs example not run here (${page}): ${line}\n  because: ${rule.skip}`);
      continue;
    }
    if (rule.parseOnly) console.warn(`docs example only parsed here (${page}): ${line}\n  because: ${rule.parseOnly}`);
    it(`${page}: ${line}${rule.parseOnly ? " (options parsed, with --help)" : ""}`, async () => {
      // `npm ci` is the reader's install; here the workbench is installed already. /tmp/ names go to the scratch folder.
      const typed = line.replace(/^npm ci && /, "").replaceAll("/tmp/", `${scratch}/`);
      const bare = typed.replace(/\s+#.*$/, "");
      // npm keeps options before `--` for itself: --help goes after one.
      const command = rule.parseOnly ? `${bare}${/ -- /.test(`${bare} `) ? "" : " --"} --help` : typed;
      const project = projectFor(page.split(", ")[0]!);
      const child = execa("sh", ["-c", command], { cwd: rule.inRepo ? repoRoot : project, env: cleanEnv(rule.inRepo ? {} : { STONEBENCH_ROOT: project }), extendEnv: false, reject: false, timeout: 240_000, stdin: "ignore", all: true, detached: true });
      if (rule.interruptAfter) {
        let seen = "";
        child.stdout!.on("data", (chunk: Buffer) => {
          seen += chunk.toString();
          if (rule.interruptAfter!.test(seen) && child.pid) process.kill(-child.pid, "SIGINT"); // the whole group, as Ctrl-C does
        });
      }
      const result = await child;
      const said = `${command}\n${String(result.all).slice(-1500)}`;
      expect(result.all, said).not.toMatch(/^error:|internal error|\n\s+at .*\.(?:ts|js|mjs|cjs):\d+/m);
      // Ctrl-C reaches the whole group: npm and the shell may die of the signal itself rather than exit 130.
      if (rule.interruptAfter) expect(result.exitCode === 130 || result.signal === "SIGINT", said).toBe(true);
      else expect(result.exitCode, said).toBe(rule.exit ?? 0);
    }, 300_000);
  }
});
