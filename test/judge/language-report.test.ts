import { describe, expect, it } from "vitest";
import { languageReport } from "../../src/judge/judge-cases";
import { languageById } from "../../src/languages/registry";
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
});
