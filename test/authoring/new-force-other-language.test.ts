import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand, tempProjectPerTest } from "./helpers/temp-project";

// A problem from listen or import has main.ts; new --force --lang cpp then wrote main.cpp beside it without a word,
// and judge, stress and verify went on taking main.ts (main.ts first), so the C++ written there was never judged.
describe("new --force --lang beside a main in another language", () => {
  const project = tempProjectPerTest();
  const run = (args: string[]) => runCommand("new", args, { root: project.root, cacheDir: project.cacheDir, timeoutMs: 60_000 });

  it("writes the asked main and says which file stays the main, and how to judge the new one", async () => {
    expect((await run(["twin"])).code).toBe(0);
    const result = await run(["twin", "--lang", "cpp", "--force"]);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(project.root, "solutions/twin/main.cpp"))).toBe(true);
    expect(result.stdout).toContain("note: solutions/twin/main.ts stays the main (judge, stress, verify and submit take it first): judge main.cpp with --solution solutions/twin/main.cpp, or delete main.ts to make main.cpp the main");
  });

  it("says nothing of the kind when the asked main is the main", async () => {
    const result = await run(["solo", "--lang", "cpp"]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toContain("stays the main");
    // A C++ problem's problem.yaml said its memory was counted "above Node's own baseline": C++ subtracts none.
    const yaml = readFileSync(join(project.root, "problems/solo/problem.yaml"), "utf8");
    expect(yaml).not.toMatch(/Node's own baseline/);
    expect(yaml).toMatch(/# Peak memory in MiB, above the language's own baseline \(.*none for C, C\+\+, Rust, Go\)/);
  });

  // new --lang cpython wrote main.py and said "npm run judge <id>", which judges it with PyPy, the default's
  // interpreter: a language's variant is said, and the judge line keeps --lang.
  it("keeps a variant's --lang (cpython) in the judge line, and says the main alone is judged otherwise", async () => {
    const result = await run(["snake", "--lang", "cpython"]);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(project.root, "solutions/snake/main.py"))).toBe(true);
    expect(result.stdout).toContain("note: solutions/snake/main.py is judged as Python 3 unless a command names --lang cpython (judge and submit take it; languages.yaml's python: changes the default)");
    expect(result.stdout).toMatch(/5\. Judge it: +npm run judge -- snake --lang cpython$/m);
    const plain = await run(["plain", "--lang", "python"]);
    expect(plain.stdout).not.toContain("is judged as");
    expect(plain.stdout).toMatch(/5\. Judge it: +npm run judge plain$/m);
  });
});
