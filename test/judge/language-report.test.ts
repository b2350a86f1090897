import { describe, expect, it } from "vitest";
import { languageReport } from "../../src/judge/judge-cases";
import { DEFAULT_LANGUAGES } from "../../src/languages/default-languages";
import { mergeSettings } from "../../src/languages/languages-settings";
import { languageById } from "../../src/languages/registry";
import { createTextReporter } from "../../src/report/text-reporter";
import type { Tool } from "../../src/languages/toolchain";

// The --json report's language names what ran the program under runtime for every language that has a runner: also
// Python's, whose one tool (pypy3) checks the syntax and runs it; before, runtime was left out there, and a tool that
// read runtime for the interpreter found nothing.

const tool = (name: string, version: string): Tool => ({ wanted: name, name, path: `/usr/bin/${name}`, version, folders: [], identity: `${name}:1` });

describe("languageReport", () => {
  it("names Python's interpreter as its runtime, the same tool as its compile step", () => {
    const pypy = tool("pypy3", "Python 3.9.16 [PyPy 7.3.11]");
    const language = languageById("python");
    const report = languageReport(language, { language, compiler: pypy, runner: pypy });
    expect(report.compiler).toEqual({ name: "pypy3", path: "/usr/bin/pypy3", version: "Python 3.9.16 [PyPy 7.3.11]" });
    expect(report.runtime).toEqual({ name: "pypy3", path: "/usr/bin/pypy3", version: "Python 3.9.16 [PyPy 7.3.11]" });
  });
  it("names Java's JVM apart from javac, and no runtime for a compiled binary", () => {
    const java = languageById("java");
    expect(languageReport(java, { language: java, compiler: tool("javac", "javac 17"), runner: tool("java", "openjdk 17") }).runtime?.name).toBe("java");
    const cpp = languageById("cpp");
    expect(languageReport(cpp, { language: cpp, compiler: tool("g++", "g++ 12") }).runtime).toBeUndefined();
  });
  it("names the commands languages.yaml set, in the JSON and in the header, and nothing for a default language", () => {
    // Before, a sanitizer build or python3 instead of pypy3 showed only the compiler's version: nothing said the run was not the default one.
    const yaml = "cpp:\n  compile: g++ -std=gnu++20 -O1 -g -fsanitize=address,undefined -o {binary} {files}\n  env: {ASAN_OPTIONS: detect_leaks=0}\n";
    const cpp = mergeSettings(DEFAULT_LANGUAGES, yaml, "languages.yaml").find((language) => language.id === "cpp")!;
    const report = languageReport(cpp, { language: cpp, compiler: tool("g++", "g++ 12") });
    expect(report.settings).toEqual({ file: "languages.yaml", compile: "g++ -std=gnu++20 -O1 -g -fsanitize=address,undefined -o {binary} {files}", run: "{binary}", env: { ASAN_OPTIONS: "detect_leaks=0" } });
    let text = "";
    const reporter = createTextReporter({ write: (line) => (text += line), isTTY: false, env: {} });
    const start = { problemId: "p", solutionLabel: "a.cpp", cases: [], timeLimitMs: 1000, memoryLimitMiB: 512, stackMiB: 512, baselineKiB: 0, baselineOf: "", checker: "hdu", interactive: false, sandbox: true, jobs: 1, cached: false };
    reporter.onStart!({ ...start, language: report });
    expect(text).toContain("languages.yaml: compile g++ -std=gnu++20 -O1 -g -fsanitize=address,undefined -o {binary} {files}; run ASAN_OPTIONS=detect_leaks=0 {binary}");
    const plain = languageById("cpp");
    expect(languageReport(plain, { language: plain, compiler: tool("g++", "g++ 12") }).settings).toBeUndefined();
  });
});
