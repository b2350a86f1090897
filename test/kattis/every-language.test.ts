import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportKattisPackage } from "../../src/kattis/export-package";
import { importKattisPackage } from "../../src/kattis/import-package";
import { findProblem } from "../../src/problem/find-problem";
import { verifyProblem } from "../../src/verify/verify-problem";
import type { CaseResult } from "../../src/judge/judge-cases";
import { problemTable } from "../../src/verify/problem-table";
import { formatVerdictTable } from "../../src/verify/verdict-table";
import { inProject, makeTempDir, makeTempProject } from "../authoring/helpers/temp-project";

// Real packages (problemtools' examples, DOMjudge's and an ICPC regional's, vendored with their licenses): every submission in a language
// this machine runs is imported under its folder's label and gets it; the rest are listed with a reason; export gives
// the submissions back byte for byte (only main, the first accepted one, is renamed: main.<ext>).
const FIXTURES = join(__dirname, "..", "fixtures");
// verify: false only saves CI minutes (about 50 s for different, 80 s for boolfind, whose TLE submissions wait out the
// wall limit, 55 s for champernownecount's 97 cases); each was judged in full by hand (docs/import.md gives the figures).
// problemtools' guess is verified in test/kattis/bapctools-archive.test.ts as BAPCtools' copy, which has its every
// submission but guess_modulo.py (and nine more); here it is imported and exported (40 s saved).
const PACKAGES: { dir: string; id: string; verify: boolean }[] = [
  { dir: join(FIXTURES, "kattis-problemtools", "hello"), id: "pt-hello", verify: true },
  { dir: join(FIXTURES, "kattis-problemtools", "different"), id: "pt-different", verify: false },
  { dir: join(FIXTURES, "kattis-problemtools", "guess"), id: "pt-guess", verify: false },
  { dir: join(FIXTURES, "kattis-domjudge", "fltcmp"), id: "dj-fltcmp", verify: true },
  { dir: join(FIXTURES, "kattis-domjudge", "boolfind"), id: "dj-boolfind", verify: false },
  // A public ICPC regional archive (2022 Rocky Mountain): C, C++, Python and Java submissions by the judges.
  { dir: join(FIXTURES, "kattis-icpc-rmrc2022", "icouldhavewon"), id: "rm-icouldhavewon", verify: true },
  { dir: join(FIXTURES, "kattis-icpc-rmrc2022", "sunandmoon"), id: "rm-sunandmoon", verify: true },
  { dir: join(FIXTURES, "kattis-icpc-rmrc2022", "champernownecount"), id: "rm-champernownecount", verify: false },
];

// Submissions that cannot get their folder's verdict here, and why (the judge differs from Kattis's, not the package).
const CANNOT: Record<string, string> = {
  "pt-hello wrong/memory_limit.cc":
    "Kattis limits address space, so `new char[512 MiB]` fails at once (RTE); here the limit is on resident memory, so it runs, touching 512 MiB page by page, and on a loaded machine the wall limit can come first (TLE)",
};

// Why a submission may be left out: each reason names what is missing.
const REASONS = [/no language here runs it/, /a compiled program \(.*\), not a source/, /a document, not a submission/, /a hidden file, not a submission/, /Python 2, by its print statement/, /needs .* on PATH/, /an unknown folder/, /not in a verdict folder/];

function submissionEntries(dir: string): string[] {
  const root = join(dir, "submissions");
  return readdirSync(root)
    .filter((folder) => statSync(join(root, folder)).isDirectory())
    .flatMap((folder) => readdirSync(join(root, folder)).map((name) => `submissions/${folder}/${name}`));
}

function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix)).flatMap((name) => (statSync(join(dir, prefix, name)).isDirectory() ? filesUnder(dir, join(prefix, name)) : [join(prefix, name)]));
}

describe("real packages' submissions in every language: import, verify, export", () => {
  it.each(PACKAGES)("$id", async ({ dir, id, verify }) => {
    const project = makeTempProject();
    const scratch = makeTempDir("every-language");
    try {
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(dir, { id });
        // Every submission is imported or listed with its reason: none is dropped silently.
        const listed = [...imported.submissions.map((line) => line.split(" → ")[0]!), ...imported.skipped.map((line) => line.split(" (")[0]!)].map((path) => path.replace(/\/$/, ""));
        for (const entry of submissionEntries(dir)) expect(listed.some((path) => path === entry || entry.startsWith(`${path}/`))).toBe(true);
        for (const line of imported.skipped) expect(REASONS.some((reason) => reason.test(line)), line).toBe(true);
        expect(imported.submissions.length).toBeGreaterThan(0);

        // fltcmp also gets verify --table's matrix: every solution on every case (it is small: 3 solutions × 4 cases).
        const runs = new Map<string, CaseResult[] | string>();
        const table = id === "dj-fltcmp";
        const checks = verify ? await verifyProblem(id, { jobs: 2, ...(table ? { onJudged: (solution: string, results: CaseResult[] | string) => void runs.set(solution, results) } : {}) }) : [];
        if (table) {
          const matrix = await problemTable(id, runs, 2);
          console.log(formatVerdictTable(matrix));
          expect(matrix.rows.map((row) => row.label)).toEqual(["AC", "WA", "WA"]);
          for (const row of matrix.rows) expect(row.verdicts.every((verdict) => verdict !== null)).toBe(true);
          for (const row of matrix.rows.slice(1)) expect(row.kills.length).toBeGreaterThan(0);
          expect(matrix.slowestAccepted?.solution).toBe("main.c");
          expect(matrix.multipliers.from).toBe("the legacy format's defaults");
        }
        // The solutions judged: not the problem's completeness, nor where its expected outputs came from.
        const judged = checks.filter((check) => check.kind !== "complete" && check.kind !== "provenance");
        if (verify) expect(judged.length).toBe(imported.submissions.length);
        const failed = judged.filter((check) => !check.ok && !Object.keys(CANNOT).some((key) => key === `${id} ${check.summary.split(":")[0]}`));
        console.log(`${id}:\n${judged.map((check) => `  ${check.ok ? "ok" : "FAILED"} ${check.summary}${check.ok ? "" : ` (${CANNOT[`${id} ${check.summary.split(":")[0]}`] ?? check.failures.join("; ")})`}`).join("\n")}`);
        expect(failed).toEqual([]);

        // Export writes every imported submission back, byte for byte, in its folder.
        const target = join(scratch.dir, id.replace(/[^a-z0-9]/g, ""));
        await exportKattisPackage(findProblem(id), target, { judgeAccepted: false });
        for (const line of imported.submissions) {
          const [from, to] = line.split(" → ") as [string, string];
          // The main too: it goes back under its package name (accepted/main.cc was written before, B2 of 2026-11-29).
          const original = join(dir, from.replace(/\/$/, ""));
          const files = statSync(original).isDirectory() ? filesUnder(original).map((file) => join(from.replace(/\/$/, ""), file)) : [from];
          for (const file of files) {
            const written = join(target, file);
            expect(existsSync(written), `${file} exported`).toBe(true);
            // A JavaScript main goes out as submit --js makes it (one CommonJS file for Kattis's Node), not as it came.
            if (to.includes("/main.") && /\.[cm]?js$/.test(file)) continue;
            expect(readFileSync(written).equals(readFileSync(join(dir, file))), `${file} byte for byte`).toBe(true);
          }
        }
        // A legacy package's language-less problem.tex is its English statement, which the draft layout reads only as
        // problem.en.tex (problemtools found no statement in the export before).
        const legacyTex = join(dir, "problem_statement", "problem.tex");
        if (existsSync(legacyTex)) expect(readFileSync(join(target, "statement", "problem.en.tex")).equals(readFileSync(legacyTex))).toBe(true);
      });
    } finally {
      scratch.remove();
      project.remove();
    }
  }, 600_000);
});

// A submission of several files (the format allows a folder per program): C++ and Python folders in our own words, built
// together with their entry point found as the format's languages table says; a JavaScript folder is listed with why.
describe("multi-file submissions", () => {
  it("a C++ folder and a Python folder are imported as folders, judged, and exported back", async () => {
    const project = makeTempProject();
    const scratch = makeTempDir("multi-file");
    try {
      const pkg = join(scratch.dir, "twice");
      const write = (path: string, text: string): void => {
        mkdirSync(join(pkg, path, ".."), { recursive: true });
        writeFileSync(join(pkg, path), text);
      };
      write("problem.yaml", "problem_format_version: 2023-07-draft\nname: Twice\nlimits:\n  time_limit: 2\n");
      write("data/secret/1.in", "21\n");
      write("data/secret/1.ans", "42\n");
      write("submissions/accepted/one.py", "print(2 * int(input()))\n");
      write("submissions/accepted/cpp/twice.h", "long twice(long x);\n");
      write("submissions/accepted/cpp/twice.cc", '#include "twice.h"\nlong twice(long x) { return 2 * x; }\n');
      write("submissions/accepted/cpp/main.cc", '#include <cstdio>\n#include "twice.h"\nint main() { long x; if (scanf("%ld", &x) != 1) return 1; printf("%ld\\n", twice(x)); }\n');
      write("submissions/wrong_answer/py/__main__.py", "from helper import half\nprint(half(int(input())))\n");
      write("submissions/wrong_answer/py/helper.py", "def half(x):\n    return x // 2\n");
      write("submissions/accepted/js/main.js", 'console.log(require("./two.js")(21));\n');
      write("submissions/accepted/js/two.js", "module.exports = (x) => 2 * x;\n");
      await inProject(project.root, async () => {
        const imported = await importKattisPackage(pkg, { id: "twice" });
        expect(imported.submissions.join("\n")).toMatch(/submissions\/accepted\/cpp\/ → solutions\/twice\/wrong\/cpp\/ \(AC; 3 files, entry main\.cc\)/);
        expect(imported.submissions.join("\n")).toMatch(/submissions\/wrong_answer\/py\/ → solutions\/twice\/wrong\/py\/ \(WA; 2 files, entry __main__\.py\)/);
        expect(imported.skipped.join("\n")).toMatch(/submissions\/accepted\/js\/ \(a multi-file JavaScript submission/);
        const checks = await verifyProblem("twice", { jobs: 1 });
        const summaries = checks.map((check) => `${check.ok ? "ok" : "FAILED"} ${check.summary}`).join("\n");
        expect(summaries).toMatch(/ok wrong\/cpp: AC on 1\/1 case/);
        expect(summaries).toMatch(/ok wrong\/py: WA as labelled/);
        const target = join(scratch.dir, "out");
        await exportKattisPackage(findProblem("twice"), target, { judgeAccepted: false });
        for (const file of ["submissions/accepted/cpp/main.cc", "submissions/accepted/cpp/twice.cc", "submissions/wrong_answer/py/__main__.py", "submissions/wrong_answer/py/helper.py"]) {
          expect(readFileSync(join(target, file)).equals(readFileSync(join(pkg, file))), file).toBe(true);
        }
      });
    } finally {
      scratch.remove();
      project.remove();
    }
  }, 300_000);
});
