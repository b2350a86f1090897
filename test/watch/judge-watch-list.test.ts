import { describe, expect, it } from "vitest";
import { judgeWatchList } from "../../src/watch/judge-watch-list";

// A helper's finding: with a testlib checker, --watch watched checker.ts (another mode's file) and never checker.cpp
// or the problem's own testlib.h, so an edit to the checker was not judged again.
describe("judge --watch watches the checker this run uses", () => {
  const problem = { dir: "/p/problems/x", casesDir: "/p/cases/x" };
  const run = { solutionPath: "/p/solutions/x/main.cpp", firstInput: "/p/cases/x/01.in" };
  it("testlib: checker.cpp and the problem's testlib.h", () => {
    const list = judgeWatchList({ ...run, checker: "testlib", checkerPath: "/p/problems/x/checker.cpp" }, problem, "/p/languages.yaml");
    expect(list).toContain("/p/problems/x/checker.cpp");
    expect(list).toContain("/p/problems/x/testlib.h");
    expect(list).not.toContain("/p/problems/x/checker.ts");
  });
  it("custom: its checker.ts; the solution, the cases' folder, problem.yaml and languages.yaml always", () => {
    const list = judgeWatchList({ ...run, checker: "custom", checkerPath: "/p/problems/x/checker.ts" }, problem, "/p/languages.yaml");
    expect(list).toEqual(["/p/solutions/x/main.cpp", "/p/cases/x", "/p/problems/x/problem.yaml", "/p/problems/x/checker.ts", "/p/languages.yaml"]);
  });
});
