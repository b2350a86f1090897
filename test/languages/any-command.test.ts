import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand as runRepoCommand } from "../helpers/cli";
import { makeTempProject, repoRoot, runCommand, writeFiles } from "../authoring/helpers/temp-project";
import { companionTasks } from "../authoring/helpers/companion-payloads";
import { missingToolchain } from "./language-fixtures";

// Every command takes any language (issue 21, item 5), on real compilers and processes: stress with a Python solution,
// a C++ brute and Python/C++ generator programs; verify over every language with a missing toolchain listed; submit
// handing over a C++ file's exact bytes; new --lang and languages.yaml's default:; make-cases/case from a Python
// second method. Each test skips, saying why, only when a toolchain it needs is not installed.

const need: Record<string, string | undefined> = {};
beforeAll(async () => {
  for (const id of ["cpp", "python", "java"]) need[id] = await missingToolchain(id);
});
/** Why a test cannot run here (a toolchain it needs is missing), printed; undefined when it can. */
function lacking(...ids: string[]): string | undefined {
  const why = ids.map((id) => need[id]).find(Boolean);
  if (why) console.warn(`test/languages/any-command: skipped: ${why}`);
  return why;
}

const scratch = mkdtempSync(join(tmpdir(), "stonebench-any-command-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// One build cache for the throwaway projects: each language's baseline is measured once, not once per test.
const sharedCache = join(scratch, "cache");

/** The lines of a page's ```sh blocks that run `npm run <command>` on a source of another language. */
function otherLanguageExamples(page: string, command: string): string[] {
  const text = readFileSync(join(repoRoot, page), "utf8");
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((block) => block[1]!.split("\n"))
    .map((line) => line.trim().replace(/\s+#.*$/, ""))
    .filter((line) => line.startsWith(`npm run ${command} `) && /\.(cpp|py|java|c|rs|go|kt)\b/.test(line));
}
const argsOf = (line: string) => line.split(/\s+/).slice(3).filter((word) => word !== "--");

describe("stress: any language on either side, and generator programs", { timeout: 300_000 }, () => {
  // What each documented example must do (exit code and a line of output); every such example in the docs is here.
  const expected: Record<string, { code: number; output: RegExp; needs: string[]; also?: (stdout: string) => void }> = {
    "npm run stress -- hdu1527 --solution solutions/hdu1527/py/main.py --brute solutions/hdu1527/cpp/main.cpp --count 2000": { code: 0, output: /no difference: [\d,]+ instances/, needs: ["cpp", "python"] },
    "npm run stress -- hdu1527 --solution test/fixtures/stress/wythoff-wrong-50.py --gen test/fixtures/stress/wythoff-gen.py --seed 3 --count 3000": {
      code: 1,
      output: /the input of batch \d+ came from: test\/fixtures\/stress\/wythoff-gen\.py \d+ small/,
      needs: ["python"],
      also: shrunkToTheSumOf50,
    },
    "npm run stress -- hdu1527 --solution solutions/hdu1527/java/Main.java --brute solutions/hdu1527/cpp/main.cpp --gen test/fixtures/stress/wythoff-gen.cpp --seed 5 --count 400": {
      code: 0,
      output: /no difference: [\d,]+ instances/,
      needs: ["java", "cpp"],
    },
  };
  const documented = [...new Set([...otherLanguageExamples("docs/stress.md", "stress"), ...otherLanguageExamples("docs/languages.md", "stress")])];

  it("every other-language example of docs/stress.md and docs/languages.md is checked below", () => {
    expect(documented.length).toBeGreaterThanOrEqual(3);
    for (const line of documented) expect(Object.keys(expected), line).toContain(line);
  });

  for (const [line, want] of Object.entries(expected)) {
    it(`runs as documented: ${line}`, async (context) => {
      if (lacking(...want.needs)) return context.skip();
      const { exitCode, stdout, stderr } = await runRepoCommand("stress", argsOf(line), { timeoutMs: 280_000 });
      expect(exitCode, `${stdout}\n${stderr}`).toBe(want.code);
      expect(stdout).toMatch(want.output);
      want.also?.(stdout);
    });
  }

  /** A Python generator's 200-line input, shrunk by gen.ts to the one game that shows the difference. */
  function shrunkToTheSumOf50(stdout: string): void {
    expect(stdout).toMatch(/shrunk in \d+ steps? to 1 instance:/);
    const input = /input:\n((?: {4}│ .*\n)+)/.exec(stdout)![1]!.replace(/ {4}│ /g, "").trim();
    const [a, b] = input.split(" ").map(Number);
    // The one mistake of the fixture: a position whose piles sum to 50.
    expect(a! + b!).toBe(50);
    // The generator command printed reruns to the same input: the seed contract holds.
    const command = /came from: (\S+) (\d+) (small|large)/.exec(stdout)!;
    const again = execFileSync("python3", [join(repoRoot, command[1]!), command[2]!, command[3]!], { encoding: "utf8" });
    const twice = execFileSync("python3", [join(repoRoot, command[1]!), command[2]!, command[3]!], { encoding: "utf8" });
    expect(again).toBe(twice);
    expect(again.split("\n").length).toBeGreaterThan(1);
  }

  it("a generator program's inputs are never packed, so stress does not say it packs them past the format's limit", async (context) => {
    // Before: "packing up to 2,000 instances per input, past the format's 100" on hdu1846 with gen.py, though each
    // run of the program is one input of its own (2 instances, 2 pair runs).
    if (lacking("python")) return context.skip();
    const gen = join(scratch, "one-game-gen.py");
    writeFileSync(gen, "print(1)\nprint(7, 3)\n");
    const run = await runRepoCommand("stress", ["hdu1846", "--gen", gen, "--count", "2"], { timeoutMs: 120_000 });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/2 instances .*\(2 pair runs\)/);
    expect(run.stdout).not.toMatch(/packing up to/);
  });

  it("a generator that fails, or a file no language claims, is a one-line error with exit 2", async (context) => {
    if (lacking("python")) return context.skip();
    const broken = join(scratch, "broken-gen.py");
    writeFileSync(broken, "import sys\nsys.stderr.write('no such mode\\n')\nsys.exit(3)\n");
    const failed = await runRepoCommand("stress", ["hdu1527", "--gen", broken, "--count", "10"], { timeoutMs: 120_000 });
    expect(failed.exitCode).toBe(2);
    expect(failed.stderr).toMatch(/error: The generator .*broken-gen\.py got RE on `broken-gen\.py \d+ small`/);
    expect(failed.stderr).not.toMatch(/\n\s+at /);
    // A generator that prints nothing, where no validator would notice: the generator is named, not the reference.
    const project = makeTempProject();
    try {
      const put = (path: string, text: string) => writeFiles(project.root, { [path]: text });
      put("problems/mx/problem.yaml", "title: Max\ntimeLimitMs: 2000\nmemoryLimitMiB: 256\nchecker: tokens\n");
      put("problems/mx/statement.md", "# Max\n");
      put("solutions/mx/main.py", "d = open(0).read().split()\nprint(max(map(int, d[1:])))\n");
      put("solutions/mx/brute.py", "d = open(0).read().split()\nprint(sorted(map(int, d[1:]))[-1])\n");
      put("silent-gen.py", "import sys\n");
      const silent = await runCommand("stress", ["mx", "--gen", join(project.root, "silent-gen.py"), "--count", "10"], { root: project.root, cacheDir: sharedCache, timeoutMs: 120_000 });
      expect(silent.code, silent.stderr).toBe(2);
      expect(silent.stderr).toMatch(/error: The generator .*silent-gen\.py printed nothing on `silent-gen\.py \d+ small`/);
      expect(silent.stderr).not.toMatch(/reference/);
    } finally {
      project.remove();
    }
    const unknown = await runRepoCommand("stress", ["hdu1527", "--brute", "notes.txt"], { timeoutMs: 60_000 });
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toMatch(/--brute to be a source file of a known language/);
  });
});

describe("verify judges labelled solutions in every language", { timeout: 300_000 }, () => {
  it("main.py, cpp/ and java/ subfolders, wrong/ in C++ and Python; a language without its compiler is listed with the reason", async (context) => {
    if (lacking("cpp", "python", "java")) return context.skip();
    const project = makeTempProject();
    const cache = sharedCache;
    try {
      const put = (path: string, text: string) => writeFiles(project.root, { [path]: text });
      put("problems/sum/problem.yaml", "title: Sum\ntimeLimitMs: 2000\nmemoryLimitMiB: 256\nchecker: tokens\n");
      put("problems/sum/statement.md", "# Sum\n");
      put("cases/sum/1.in", "2 3\n");
      put("cases/sum/1.out", "5\n");
      put("cases/sum/2.in", "-7 9000000000\n");
      put("cases/sum/2.out", "8999999993\n");
      // A second case the int overflow fails: verify asks for two kills of each wrong solution.
      put("cases/sum/3.in", "2147483647 1\n");
      put("cases/sum/3.out", "2147483648\n");
      put("solutions/sum/main.py", "a, b = map(int, open(0).read().split())\nprint(a + b)\n");
      put("solutions/sum/cpp/main.cpp", "#include <cstdio>\nint main() { long long a, b; std::scanf(\"%lld %lld\", &a, &b); std::printf(\"%lld\\n\", a + b); }\n");
      put("solutions/sum/java/Main.java", "import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n");
      // A brute force whose reach no gen.ts declares (Polygon's layout): a case it cannot finish is beyond it, not a failure.
      put("solutions/sum/brute.py", "a, b = map(int, open(0).read().split())\nif abs(b) > 10**9:\n    waste = b'1' * (abs(b) // 4)\nprint(a + b)\n");
      put("solutions/sum/wrong/int32.cpp", "// expect: WA (int overflows on case 2)\n#include <cstdio>\nint main() { int a, b; std::scanf(\"%d %d\", &a, &b); std::printf(\"%d\\n\", a + b); }\n");
      put("solutions/sum/wrong/typo.py", "# expect: CE (a syntax error)\nprint(\n");
      put("solutions/sum/wrong/any.f90", "! expect: WA\n");
      put("languages.yaml", "fortran:\n  name: Fortran\n  extensions: [.f90]\n  compile: no-such-fortran-compiler -o {binary} {files}\n  run: '{binary}'\n");
      const { code, stdout } = await runCommand("verify", ["sum"], { root: project.root, cacheDir: cache, timeoutMs: 280_000 });
      expect(stdout).toContain("✓ main.py: AC on 3/3 cases");
      expect(stdout).toContain("✓ cpp/main.cpp: AC on 3/3 cases");
      expect(stdout).toContain("✓ java/Main.java: AC on 3/3 cases");
      expect(stdout).toMatch(/✓ brute\.py: AC on 2\/2 cases it finished within the oracle's limits \(1 beyond its reach: TLE or MLE/);
      expect(stdout).toMatch(/✓ wrong\/int32\.cpp: WA as labelled, killed by 2 of 3 cases \(2, 3\)/);
      expect(stdout).toMatch(/✓ wrong\/typo\.py: CE as labelled/);
      expect(stdout).toMatch(/– wrong\/any\.f90: not judged: Fortran needs no-such-fortran-compiler \(the compiler\), and it is not on PATH/);
      expect(stdout).toMatch(/1 solution not judged \(each listed above with its reason\)/);
      // The statement is a stub and there is no validator: verify fails for that, and for nothing else.
      expect(code).toBe(1);
      expect(stdout).toMatch(/2 failures/);
    } finally {
      project.remove();
    }
  });
});

describe("submit: another language's text is judged and handed over byte for byte", { timeout: 300_000 }, () => {
  // hdu1527's C++ solution with CRLF line ends, no final newline, a UTF-8 BOM and two bytes that are not UTF-8 inside a
  // string literal whose bytes it checks (exit 3 if they changed): any re-encoding on the way makes it RE.
  const odd = (): Buffer => {
    const source = readFileSync(join(repoRoot, "solutions/hdu1527/cpp/main.cpp"), "latin1");
    const body = source.replace(
      "int main() {\n",
      'static const char raw[] = "\xff\xfe\t";\nint main() {\n    if (sizeof(raw) != 4 || (unsigned char)raw[0] != 0xff || (unsigned char)raw[1] != 0xfe) return 3;\n',
    );
    return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body.replace(/\n/g, "\r\n").replace(/\r\n$/, ""), "latin1")]);
  };

  it("--out and --copy receive the very bytes that were judged AC; the same file re-encoded is refused", async (context) => {
    if (lacking("cpp")) return context.skip();
    const source = join(scratch, "odd.cpp");
    writeFileSync(source, odd());
    // A clipboard tool that keeps what it is given.
    const bin = join(scratch, "bin");
    mkdirSync(bin, { recursive: true });
    const clipboard = join(scratch, "clipboard.bin");
    writeFileSync(join(bin, "xclip"), `#!/bin/sh\ncat > '${clipboard}'\n`);
    chmodSync(join(bin, "xclip"), 0o755);
    const out = join(scratch, "handed.cpp");
    const env = { PATH: `${bin}:${process.env.PATH}`, DISPLAY: ":0" };
    const result = await runRepoCommand("submit", ["hdu1527", "--solution", source, "--out", out, "--copy"], { env, timeoutMs: 280_000 });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/hdu1527 +(\d+)\/\1 AC/);
    expect(result.stderr).toMatch(/wrote .*handed\.cpp \(\d+ bytes, C\+\+ from .*odd\.cpp, byte for byte\)/);
    expect(readFileSync(out).equals(odd())).toBe(true);
    expect(readFileSync(clipboard).equals(odd())).toBe(true);
    // The fixture notices a change of its bytes: decoded and re-encoded as UTF-8, it is no longer AC and nothing is handed over.
    const changed = join(scratch, "changed.cpp");
    writeFileSync(changed, Buffer.from(odd().toString("utf8"), "utf8"));
    const refused = await runRepoCommand("submit", ["hdu1527", "--solution", changed, "--out", join(scratch, "never.cpp")], { timeoutMs: 280_000 });
    expect(refused.exitCode).toBe(1);
    expect(existsSync(join(scratch, "never.cpp"))).toBe(false);
  });

  it("Python's CRLF and UTF-8 text on stdout is the file; --js and --target are TypeScript's and refused for C++", async (context) => {
    if (lacking("python", "cpp")) return context.skip();
    const source = join(scratch, "crlf.py");
    const bytes = Buffer.from(readFileSync(join(repoRoot, "solutions/hdu1527/py/main.py"), "utf8").replace("import sys", "import sys  # é, ü").replace(/\n/g, "\r\n"), "utf8");
    writeFileSync(source, bytes);
    const printed = execFileSync(process.execPath, [join(repoRoot, "scripts/launch.cjs"), "submit", "hdu1527", "--solution", source], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1", npm_lifecycle_event: "" } });
    expect(printed.equals(bytes)).toBe(true);
    for (const flag of [["--js"], ["--target", "node18"]]) {
      const refused = await runRepoCommand("submit", ["hdu1527", "--solution", "solutions/hdu1527/cpp/main.cpp", ...flag, "--no-verify"], { timeoutMs: 60_000 });
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr).toMatch(/is C\+\+/);
    }
  });

  const documented = [...otherLanguageExamples("docs/submit.md", "submit"), ...otherLanguageExamples("docs/languages.md", "submit")];
  it("the documented other-language submits run, writing into a scratch folder", async (context) => {
    if (lacking("cpp", "java")) return context.skip();
    expect(documented.length).toBeGreaterThanOrEqual(2);
    for (const line of documented) {
      const args = argsOf(line);
      const at = args.indexOf("--out");
      const source = args[args.indexOf("--solution") + 1]!;
      args[at + 1] = join(scratch, `doc-${at}-${source.replace(/\W/g, "_")}`);
      const result = await runRepoCommand("submit", args, { timeoutMs: 280_000 });
      expect(result.exitCode, `${line}\n${result.stderr}`).toBe(0);
      expect(readFileSync(args[at + 1]!).equals(readFileSync(join(repoRoot, source)))).toBe(true);
    }
  });
});

describe("new --lang, languages.yaml's default:, listen, and case from another language's second method", { timeout: 300_000 }, () => {
  it("default: python makes new write main.py; --lang overrides it; a default that names no language is exit 2", async (context) => {
    if (lacking("python")) return context.skip();
    const project = makeTempProject();
    const cache = sharedCache;
    try {
      writeFileSync(join(project.root, "languages.yaml"), "default: python   # new and listen start here\n");
      const made = await runCommand("new", ["a-py"], { root: project.root, cacheDir: cache, timeoutMs: 60_000 });
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toMatch(/created +solutions\/a-py\/main\.py/);
      const cpp = await runCommand("new", ["a-cpp", "--lang", "c++"], { root: project.root, cacheDir: cache, timeoutMs: 60_000 });
      expect(cpp.stdout).toMatch(/created +solutions\/a-cpp\/main\.cpp/);
      // The Python main is what judge, case and submit take by default.
      mkdirSync(join(project.root, "cases/a-py"), { recursive: true });
      writeFileSync(join(project.root, "cases/a-py/1.in"), "1\n");
      writeFileSync(join(project.root, "cases/a-py/1.out"), "\n");
      const judged = await runCommand("judge", ["a-py"], { root: project.root, cacheDir: cache, timeoutMs: 120_000 });
      expect(judged.stdout).toMatch(/Python 3/);
      writeFileSync(join(project.root, "languages.yaml"), "default: cobol\n");
      const bad = await runCommand("new", ["a-bad"], { root: project.root, cacheDir: cache, timeoutMs: 60_000 });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/languages\.yaml: "default: cobol" names no language/);
      const unknown = await runCommand("new", ["a-bad", "--lang", "cobol"], { root: project.root, cacheDir: cache, timeoutMs: 60_000 });
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/Unknown language "cobol"/);
    } finally {
      project.remove();
    }
  });

  it("new --lang --example writes a main that is AC on the example in C, C++, Python, Java, Rust, Go and JavaScript", async () => {
    const project = makeTempProject();
    const before = { root: process.env.STONEBENCH_ROOT };
    try {
      process.env.STONEBENCH_ROOT = project.root;
      const { scaffoldProblem } = await import("../../src/scaffold/scaffold-problem");
      const { judgeCases } = await import("../../src/judge/judge-cases");
      const { planJudge } = await import("../../src/judge/plan-judge");
      // Kotlin's template is left to a run by hand: kotlinc takes tens of seconds here.
      for (const id of ["c", "cpp", "python", "java", "rust", "go", "javascript"]) {
        const missing = await missingToolchain(id);
        if (missing) {
          console.warn(`test/languages/any-command: the ${id} template not judged: ${missing}`);
          continue;
        }
        scaffoldProblem({ id: `t-${id}`, lang: id, example: true });
        mkdirSync(join(project.root, `cases/t-${id}`), { recursive: true });
        // Past 32 bits and negative: the templates read and add 64-bit integers.
        writeFileSync(join(project.root, `cases/t-${id}/1.in`), "2\n1 2\n-5 9000000000\n");
        writeFileSync(join(project.root, `cases/t-${id}/1.out`), "3\n8999999995\n");
        const report = await judgeCases(planJudge(`t-${id}`, {}));
        expect(report.language?.id, id).toBe(id);
        expect(report.summary.verdict, `${id}: ${report.summary.message}`).toBe("AC");
      }
    } finally {
      if (before.root === undefined) delete process.env.STONEBENCH_ROOT;
      else process.env.STONEBENCH_ROOT = before.root;
      project.remove();
    }
  });

  it("a Competitive Companion task becomes main.cpp under default: cpp", async (context) => {
    if (lacking("cpp")) return context.skip();
    const project = makeTempProject();
    const before = process.env.STONEBENCH_ROOT;
    try {
      writeFileSync(join(project.root, "languages.yaml"), "default: cpp\n");
      process.env.STONEBENCH_ROOT = project.root;
      const { receiveTask } = await import("../../src/companion/create-from-task");
      const { parseCompanionTask } = await import("../../src/companion/companion-task");
      const [task] = companionTasks("codeforces-problem-normal.json");
      const created = receiveTask(parseCompanionTask(JSON.stringify(task)));
      expect(created.files.map((file) => file.replace(`${project.root}/`, ""))).toContain(`solutions/${created.id}/main.cpp`);
      expect(readFileSync(join(project.root, `solutions/${created.id}/main.cpp`), "utf8")).toContain("ios::sync_with_stdio(false)");
    } finally {
      if (before === undefined) delete process.env.STONEBENCH_ROOT;
      else process.env.STONEBENCH_ROOT = before;
      project.remove();
    }
  });

  it("case takes the expected output from second-method.py; the main is main.cpp", async (context) => {
    if (lacking("python", "cpp")) return context.skip();
    const project = makeTempProject();
    const cache = sharedCache;
    try {
      const put = (path: string, text: string) => writeFiles(project.root, { [path]: text });
      put("problems/sum/problem.yaml", "title: Sum\ntimeLimitMs: 2000\nmemoryLimitMiB: 256\nchecker: tokens\n");
      put("problems/sum/statement.md", "# Sum\n");
      put("solutions/sum/main.cpp", "#include <cstdio>\nint main() { long long a, b; std::scanf(\"%lld %lld\", &a, &b); std::printf(\"%lld\\n\", a + b); }\n");
      put("solutions/sum/second-method.py", "a, b = map(int, open(0).read().split())\nprint(b + a)\n");
      put("big.in", "4000000000 4000000000\n");
      const added = await runCommand("case", ["sum", "--in", join(project.root, "big.in")], { root: project.root, cacheDir: cache, timeoutMs: 120_000 });
      expect(added.code, added.stderr).toBe(0);
      expect(`${added.stdout}${added.stderr}`).toContain("solutions/sum/second-method.py");
      const name = /cases\/sum\/([\w.-]+)\.out/.exec(`${added.stdout}${added.stderr}`)![1]!;
      expect(readFileSync(join(project.root, "cases/sum", `${name}.out`), "utf8")).toBe("8000000000\n");
      const judged = await runCommand("judge", ["sum"], { root: project.root, cacheDir: cache, timeoutMs: 120_000 });
      expect(judged.code, judged.stdout).toBe(0);
      expect(judged.stdout).toMatch(/C\+\+/);
    } finally {
      project.remove();
    }
  });
});

describe("make-cases: a recipe's input from a generator program, the expected output from a Python second method", { timeout: 300_000 }, () => {
  it("runs problems/<id>/gen.py with the recipe's arguments, boxed; a generator outside the problem's folder is refused", async (context) => {
    if (lacking("python", "cpp")) return context.skip();
    const project = makeTempProject();
    try {
      const put = (path: string, text: string) => writeFiles(project.root, { [path]: text });
      put("problems/sum/problem.yaml", "title: Sum\ntimeLimitMs: 2000\nmemoryLimitMiB: 256\nchecker: tokens\n");
      put("problems/sum/statement.md", "# Sum\n");
      put("problems/sum/gen.py", "import sys\nseed = int(sys.argv[1])\nprint(seed * 1000003 % 10**12, int(sys.argv[2]))\n");
      put("problems/sum/cases.ts", 'export const caseRecipes = [{ name: "01-gen", run: { program: "gen.py", args: ["424242", "-17"] } }];\n');
      put("solutions/sum/main.cpp", "#include <cstdio>\nint main() { long long a, b; std::scanf(\"%lld %lld\", &a, &b); std::printf(\"%lld\\n\", a + b); }\n");
      put("solutions/sum/second-method.py", "a, b = map(int, open(0).read().split())\nprint(b + a)\n");
      const made = await runCommand("make-cases", ["sum"], { root: project.root, cacheDir: sharedCache, timeoutMs: 200_000 });
      expect(made.code, made.stderr).toBe(0);
      const input = `${(424242 * 1000003) % 10 ** 12} -17\n`;
      expect(readFileSync(join(project.root, "cases/sum/01-gen.in"), "utf8")).toBe(input);
      expect(readFileSync(join(project.root, "cases/sum/01-gen.out"), "utf8")).toBe(`${(424242 * 1000003) % 10 ** 12 - 17}\n`);
      expect(made.stdout).toMatch(/01-gen: written .*expected output from solutions\/sum\/second-method\.py/);
      // Made again, unchanged: the oracle is named by its own file, not as a second-method.ts that does not exist.
      const again = await runCommand("make-cases", ["sum"], { root: project.root, cacheDir: sharedCache, timeoutMs: 200_000 });
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain("01-gen: unchanged (expected output from solutions/sum/second-method.py)");
      put("problems/sum/cases.ts", 'export const caseRecipes = [{ name: "02-out", run: { program: "../../solutions/sum/second-method.py", args: [] } }];\n');
      const refused = await runCommand("make-cases", ["sum"], { root: project.root, cacheDir: sharedCache, timeoutMs: 200_000 });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/case recipe 02-out: the generator .* is not a file of problems\/sum/);
      // A NUL byte in an argument was an internal error with Node's stack (spawn's "must be a string without null bytes").
      put("problems/sum/cases.ts", 'export const caseRecipes = [{ name: "03-nul", run: { program: "gen.py", args: ["1\\u0000", "2"] } }];\n');
      const nul = await runCommand("make-cases", ["sum"], { root: project.root, cacheDir: sharedCache, timeoutMs: 200_000 });
      expect(nul.code).toBe(2);
      expect(nul.stderr.split("\n")[0]).toBe("error: case recipe 03-nul: the arguments of gen.py must be strings without a NUL byte (\\0)");
      expect(nul.stderr).not.toMatch(/internal error|    at /);
    } finally {
      project.remove();
    }
  });
});

describe("explore --solution in another language", { timeout: 300_000 }, () => {
  it("a Python solution that is wrong where the piles sum to 50 disagrees there, exit 1", async (context) => {
    if (lacking("python")) return context.skip();
    const { exitCode, stdout } = await runRepoCommand("explore", ["hdu1527", "--range", "30", "--solution", "test/fixtures/stress/wythoff-wrong-50.py"], { timeoutMs: 280_000 });
    expect(exitCode).toBe(1);
    // Positions (a, b) with a, b ≤ 30 and a + b = 50: a from 20 to 30, 11 of them.
    expect(stdout).toMatch(/DISAGREES on 11 of 961 positions/);
  });
});
