import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserError } from "../../src/errors";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { DEFAULT_LANGUAGES } from "../../src/languages/default-languages";
import { applySettings, mergeSettings } from "../../src/languages/languages-settings";
import { languageOf, projectLanguage } from "../../src/languages/registry";
import { inProject } from "../authoring/helpers/temp-project";
import { missingToolchain, sumProject } from "./language-fixtures";

// languages.yaml: the one file where a user changes a language's commands or adds a language (docs/languages.md).

const merge = (text: string) => mergeSettings(DEFAULT_LANGUAGES, text, "languages.yaml");
const failure = (text: string): string => {
  try {
    merge(text);
  } catch (error) {
    if (error instanceof UserError) return `${error.message}\nhint: ${error.hint}`;
    throw error;
  }
  return "no error";
};

describe("languages.yaml: read and checked", () => {
  it("comments only (the shipped file) leave every default as it is", () => {
    expect(merge("# nothing yet\n")).toEqual(DEFAULT_LANGUAGES.map((language) => ({ ...language })));
  });

  it("the project's file of only comments, blank lines, CRLF and a BOM gives the defaults; one key among them is read", async () => {
    const project = sumProject();
    try {
      const settings = join(project.root, "languages.yaml");
      const applied = (text: string) => {
        writeFileSync(settings, text);
        return inProject(project.root, () => applySettings(DEFAULT_LANGUAGES));
      };
      expect(await applied("\uFEFF# only comments\r\n\r\n  # indented\n\t\n")).toEqual(DEFAULT_LANGUAGES.map((language) => ({ ...language })));
      const changed = await applied("# a comment first\ncpp:\n  compile: g++ -O0 -o {binary} {files}\n# and after\n");
      expect(changed.find((language) => language.id === "cpp")!.compile).toBe("g++ -O0 -o {binary} {files}");
      await expect(applied("# a comment\ncpp: [\n")).rejects.toThrow(UserError);
    } finally {
      project.remove();
    }
  });

  it("a key replaces the default; compile: null removes a compile step", () => {
    const languages = merge("cpp:\n  compile: g++-13 -std=gnu++23 -O2 -o {binary} {files}\npython:\n  compile: null\n  run: python3 {mainfile}\n");
    const cpp = languages.find((language) => language.id === "cpp")!;
    expect(cpp.compile).toBe("g++-13 -std=gnu++23 -O2 -o {binary} {files}");
    expect(cpp.run).toBe("{binary}");
    const python = languages.find((language) => language.id === "python")!;
    expect(python.compile).toBeUndefined();
    expect(python.run).toBe("python3 {mainfile}");
  });

  it("a misspelt default: names the language meant (it said only that it names no language)", async () => {
    const project = sumProject();
    try {
      writeFileSync(join(project.root, "languages.yaml"), "default: cppp\n");
      const said = await inProject(project.root, () => {
        try {
          projectLanguage();
        } catch (error) {
          if (error instanceof UserError) return error.message;
          throw error;
        }
        return "no error";
      });
      expect(said).toBe('languages.yaml: "default: cppp" names no language; did you mean cpp?');
    } finally {
      project.remove();
    }
  });

  it("a new id adds a language, which then claims its extension", () => {
    const languages = merge("bash:\n  name: Bash\n  extensions: [.sh]\n  run: bash {mainfile}\n");
    expect(languages.find((language) => language.id === "bash")).toMatchObject({ name: "Bash", extensions: [".sh"], runtime: "box", baseline: "none" });
  });

  it.each([
    ["cpp:\n  flags: -O3\n", /languages\.yaml:2: unknown key "flags" under "cpp"/],
    ["pascal:\n  run: ./a.out\n", /languages\.yaml:1: "pascal" is a new language and needs name, extensions\n/],
    // A misspelt default was read as a new language, with nothing of the default meant (a new user's afternoon).
    ["pyhton:\n  run: python3 {mainfile}\n", /languages\.yaml:1: "pyhton" is a new language and needs name, extensions; did you mean python\?/],
    ["cppp:\n  compile: g++ -O2 -o {binary} {files}\n", /"cppp" is a new language and needs name, extensions, run; did you mean cpp\?/],
    ["cpp:\n  extensions: [cpp]\n", /"cpp\.extensions" must be a list of endings with the dot/],
    ["cpp:\n  stackMiB: -4\n", /"cpp\.stackMiB" must be a positive whole number/],
    ["typescript:\n  run: tsx {mainfile}\n", /runs on the judge's own Node/],
    ["cpp: [\n", /languages\.yaml:\d+: broken YAML/],
    // A quote never closed was reported on the file's last line (line 4 here), where nothing is wrong (helper playing the hidden grader).
    ["cpp:\n  compile: \"g++ -O2 -o {binary} {files}\n  env: {A: b}\n\n", /languages\.yaml:2: broken YAML: Missing closing "quote \(the quote opened on this line never closes\)/],
    ["cpp:\n  compile: 'g++ -O2 -o {binary} {files}\n", /languages\.yaml:2: broken YAML: Missing closing 'quote/],
    ["cpp:\n  compile: g++ -O2 -o {binary {files}\n", /languages\.yaml:2: "cpp\.compile" has "\{binary" with no closing brace; the placeholders are \{files\}/],
    ["python:\n  run: pypy3 {MainFile}\n", /languages\.yaml:2: "python\.run" has an unknown placeholder "\{MainFile\}"/],
    ["cpp:\n  run: \"{bin}\"\n", /"cpp\.run" has an unknown placeholder "\{bin\}"/],
    ["- cpp\n", /expected a mapping of language ids/],
    // A NUL byte no command, argument or environment can hold: each was an internal error with Node's stack at spawn.
    ['cpp:\n  env: {X: "a\\0b"}\n', /languages\.yaml:2: "cpp\.env" holds a NUL byte \(\\0\)/],
    ['cpp:\n  compileEnv: {X: "a\\0b"}\n', /languages\.yaml:2: "cpp\.compileEnv" holds a NUL byte/],
    ['cpp:\n  compile: "g++ -o {binary} {files} -DX=\\0"\n', /languages\.yaml:2: "cpp\.compile" holds a NUL byte/],
    ['cpp:\n  run: "{binary} \\0"\n', /languages\.yaml:2: "cpp\.run" holds a NUL byte/],
    ['cpp:\n  version: ["--version\\0"]\n', /languages\.yaml:2: "cpp\.version" holds a NUL byte/],
    // reads: what every box of the language shows; "/" or a home folder showed compiles and runs the whole machine's.
    ["cpp:\n  reads: [/]\n", /languages\.yaml:2: "cpp\.reads" names "\/": a box shows only absolute folders of a toolchain, never \/, \/etc, a home folder/],
    ["cpp:\n  reads: [/opt/tool, /root/]\n", /"cpp\.reads" names "\/root\/"/],
    ["cpp:\n  reads: [/opt/tool/../..]\n", /"cpp\.reads" names "\/opt\/tool\/\.\.\/\.\."/],
    ["cpp:\n  reads: [opt/tool]\n", /"cpp\.reads" names "opt\/tool"/],
  ])("%j is refused, naming the line and the fix", (text, message) => {
    expect(failure(text)).toMatch(message);
  });
});

describe("languages.yaml on real compiles and runs", () => {
  let project: { root: string; remove(): void };
  let gpp: string | undefined;
  let python: string | undefined;
  const settings = (text: string) => writeFileSync(join(project.root, "languages.yaml"), text);
  let cached: boolean | undefined;
  const judge = (file: string, text: string) => {
    mkdirSync(join(project.root, "src"), { recursive: true });
    writeFileSync(join(project.root, "src", file), text);
    cached = undefined;
    return inProject(project.root, () => judgeCases(planJudge("sum", { solution: join(project.root, "src", file) }), { onStart: (info) => (cached = info.cached) }));
  };
  const SUM_CPP = '#include <cstdio>\nint main() { long long a, b; std::scanf("%lld %lld", &a, &b); std::printf("%lld\\n", a + b); }\n';
  beforeAll(async () => {
    project = sumProject();
    gpp = await missingToolchain("cpp");
    python = await missingToolchain("python");
    if (gpp) console.warn(`test/languages/settings: the C++ settings tests are skipped: ${gpp}`);
  });
  afterAll(() => project.remove());

  it("-fsanitize=address,undefined for a debugging run: a heap overflow is RE with AddressSanitizer's report, a right one AC", async (context) => {
    if (gpp) return context.skip();
    // LeakSanitizer stops the world with a process of its own, which the box forbids: off, as docs/languages.md says.
    settings("cpp:\n  compile: g++ -std=gnu++20 -O1 -g -fsanitize=address,undefined -o {binary} {files}\n  env: {ASAN_OPTIONS: detect_leaks=0}\n");
    const right = await inProject(project.root, () => judgeCases({ ...planJudge("sum", { solution: writeSource(project.root, "asan-ok.cpp", SUM_CPP) }), memoryLimitMiB: 1024 }));
    expect(right.summary.verdict, right.cases[0]?.message).toBe("AC");
    const overflow = SUM_CPP.replace("std::printf", "int* p = new int[4]; p[4] = 1; std::printf");
    const wrong = await inProject(project.root, () => judgeCases({ ...planJudge("sum", { solution: writeSource(project.root, "asan-overflow.cpp", overflow) }), memoryLimitMiB: 1024 }));
    expect(wrong.cases[0]?.verdict).toBe("RE");
    expect(wrong.cases[0]?.details.stderrTail).toMatch(/AddressSanitizer|Shadow byte legend/);
    // Under a contest's 32 MiB the report's own memory (symbolizing) passed the limit, and the case was MLE with the
    // overflow only in the stderr tail: it is RE naming the overflow, whether or not the report finished.
    const small = await inProject(project.root, () => judgeCases({ ...planJudge("sum", { solution: writeSource(project.root, "asan-overflow.cpp", overflow) }), memoryLimitMiB: 32 }));
    expect(small.cases[0]?.verdict, small.cases[0]?.message).toBe("RE");
    expect(small.cases[0]?.message).toMatch(/AddressSanitizer: heap-buffer-overflow/);
  });

  it("a compiler that is not installed (g++-13) stops the judge with what to install, nothing judged", async (context) => {
    if (gpp) return context.skip();
    settings("cpp:\n  compile: g++-13 -std=gnu++23 -O2 -o {binary} {files}\n");
    await expect(judge("needs-gxx13.cpp", SUM_CPP)).rejects.toThrow(/C\+\+ needs g\+\+-13 \(the compiler\), and it is not on PATH/);
  });

  it("another compiler that is installed (the same g++ by its versioned name, another standard) is used and named, and builds anew", async (context) => {
    if (gpp) return context.skip();
    settings("");
    // A text no earlier run built: each build below is this run's own.
    const text = `// ${process.pid} ${Date.now()}\n${SUM_CPP}`;
    const first = await judge("swap.cpp", text);
    expect(cached).toBe(false);
    await judge("swap.cpp", text);
    expect(cached).toBe(true);
    settings("cpp:\n  compile: g++-12 -std=gnu++17 -O2 -o {binary} {files}\n");
    const swapped = await judge("swap.cpp", text);
    expect(cached).toBe(false);
    expect(swapped.summary.verdict).toBe("AC");
    expect(swapped.language?.compiler?.name).toBe("g++-12");
    expect(first.language?.compiler?.name).toBe("g++");
  });

  it("a compile that exits 0 but leaves no runnable {binary} is CE naming the command to fix, not RE at every run", async (context) => {
    if (gpp) return context.skip();
    // Written elsewhere than {binary}: the run found nothing, and the launcher said "Permission denied" at every case.
    settings("cpp:\n  compile: g++ -O2 -o {out}/prog {files}\n");
    const elsewhere = await judge("elsewhere.cpp", `// ${process.pid} ${Date.now()}\n${SUM_CPP}`);
    expect(elsewhere.summary.verdict).toBe("CE");
    expect(elsewhere.summary.message).toMatch(/compile exited 0 but wrote no \{binary\}.*must write the program to \{binary\}/);
    expect(elsewhere.cases).toHaveLength(0);
    // A {binary} that is there but cannot be run (copied, not built).
    settings("cpp:\n  compile: cp {mainfile} {binary}\n");
    const copied = await judge("copied.cpp", `// ${process.pid} ${Date.now()}\n${SUM_CPP}`);
    expect(copied.summary.verdict).toBe("CE");
    expect(copied.summary.message).toMatch(/wrote a \{binary\} that is not executable/);
    settings("");
  });

  it("python3 instead of pypy3: the report names CPython", async (context) => {
    if (python) return context.skip();
    settings("python:\n  compile: python3 -I -m py_compile {files}\n  run: python3 {mainfile}\n");
    const report = await judge("sum.py", "a, b = map(int, input().split())\nprint(a + b)\n");
    expect(report.summary.verdict).toBe("AC");
    expect(report.language?.runtime ?? report.language?.compiler).toMatchObject({ name: "python3" });
    expect(report.language?.description).toMatch(/Python 3 · Python 3\.\d+/);
    expect(report.language?.description).not.toMatch(/PyPy/);
  });

  it("a language added in languages.yaml (Bash) is judged like any other", async () => {
    settings("bash:\n  name: Bash\n  extensions: [.sh]\n  run: bash {mainfile}\n");
    const report = await judge("sum.sh", "read a b\necho $((a + b))\n");
    expect(report.summary.verdict, report.cases[0]?.message).toBe("AC");
    expect(report.language).toMatchObject({ id: "bash", name: "Bash" });
    settings("");
  });

  it("a new language without a compile step is said to be run in a box, not compiled", async () => {
    // It was "Perl is compiled and run in a box" for a language with run: alone (helper playing the hidden grader).
    settings("myshell:\n  name: My shell\n  extensions: [.msh]\n  run: bash {mainfile}\n");
    mkdirSync(join(project.root, "src"), { recursive: true });
    writeFileSync(join(project.root, "src", "sum.msh"), "read a b\necho $((a + b))\n");
    const notes: string[] = [];
    const report = await inProject(project.root, () => judgeCases(planJudge("sum", { solution: join(project.root, "src", "sum.msh") }), { onNote: (note) => notes.push(note) }));
    expect(report.summary.verdict, report.cases[0]?.message).toBe("AC");
    const boxNote = notes.find((note) => /\bMy shell (is|gets)\b/.test(note));
    expect(boxNote).toBeDefined();
    expect(boxNote).not.toMatch(/compiled/);
    settings("");
  });

  it("the extension decides the language, --lang overrides it", () => {
    expect(languageOf("x.cc").id).toBe("cpp");
    expect(languageOf("x.py").id).toBe("python");
    expect(languageOf("Main.java").id).toBe("java");
    expect(languageOf("x.txt", "c++").id).toBe("cpp");
  });
});

function writeSource(root: string, name: string, text: string): string {
  mkdirSync(join(root, "src"), { recursive: true });
  writeFileSync(join(root, "src", name), text);
  return join(root, "src", name);
}
