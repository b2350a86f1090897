import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest, writeFiles } from "../authoring/helpers/temp-project";

// judge --solution main.cpp --lang py (a --lang left in the shell's history) compiled C++ as Python, and the CE was
// PyPy's "SyntaxError: invalid syntax" at `using namespace std;` with nothing of the option that chose the compiler.
const PROBLEM = {
  "problems/sum/problem.yaml": "title: Sum\ntimeLimitMs: 1000\nmemoryLimitMiB: 64\nchecker: tokens\n",
  "problems/sum/statement.md": "# Sum\n",
  "cases/sum/01.in": "2 3\n",
  "cases/sum/01.out": "5\n",
  "mine/sum.cpp": "#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;cin>>a>>b;cout<<a+b<<'\\n';}\n",
  "mine/broken.cpp": "#include <bits/stdc++.h>\nint main(){ undeclared; }\n",
};
const has = (tool: string): boolean => {
  try {
    execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

describe("a file compiled as another language because of --lang", () => {
  const project = tempProjectPerTest();

  it("C++ judged with --lang py: the CE names --lang and what the ending says", async (context) => {
    if (!has("pypy3") && !has("python3")) return context.skip();
    writeFiles(project.root, PROBLEM);
    const result = await runCommand("judge", ["sum", "--solution", `${project.root}/mine/sum.cpp`, "--lang", "py"], { ...project, timeoutMs: 120_000 });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/SyntaxError.*\(compiled as Python 3 because of --lang py, though its ending \.cpp says C\+\+: judge it without --lang\)/);
  });

  it("a C++ variant (--lang cpp17) on a .cpp is the file's own language: its CE has no such note", async (context) => {
    if (!has("g++")) return context.skip();
    writeFiles(project.root, PROBLEM);
    const result = await runCommand("judge", ["sum", "--solution", `${project.root}/mine/broken.cpp`, "--lang", "cpp17"], { ...project, timeoutMs: 120_000 });
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/undeclared/);
    expect(result.stdout + result.stderr).not.toMatch(/because of --lang/);
  });
});
