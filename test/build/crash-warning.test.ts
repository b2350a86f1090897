import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { crashWarning } from "../../src/build/crash-warning";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { inProject, repoRoot } from "../authoring/helpers/temp-project";
import { missingToolchain, sumProject } from "../languages/language-fixtures";

// A C++ build's warning for code that can crash (no return in a non-void function) is kept and quoted when a run is RE.
describe("the compiler's warning for code that can crash", () => {
  const user = new Set(["solutions/p/main.cpp"]);

  it("picks the first warning of a crash-prone kind in the user's file, as file:line:col", () => {
    const said = [
      "solutions/p/main.cpp: In function 'int solve(int)':",
      "solutions/p/main.cpp:4:7: warning: unused variable 'x' [-Wunused-variable]",
      "/usr/include/stdio.h:9:1: warning: no return statement in function returning non-void [-Wreturn-type]",
      "solutions/p/main.cpp:9:1: warning: no return statement in function returning non-void [-Wreturn-type]",
      "solutions/p/main.cpp:12:5: warning: 'k' is used uninitialized [-Wuninitialized]",
    ].join("\n");
    expect(crashWarning(said, user)).toBe("solutions/p/main.cpp:9:1: warning: no return statement in function returning non-void [-Wreturn-type]");
  });

  it("none for warnings that say nothing of a crash (unused variables, scanf's ignored result)", () => {
    const said = "solutions/p/main.cpp:3:10: warning: ignoring return value of 'scanf' declared with attribute 'warn_unused_result' [-Wunused-result]\n";
    expect(crashWarning(said, user)).toBeUndefined();
  });

  const project = sumProject();
  afterAll(() => project.remove());

  it("a real RE of a build that warned quotes the warning in the case's message", async (context) => {
    const why = await missingToolchain("cpp");
    if (why) return context.skip();
    const path = join(repoRoot, "test", "fixtures", "languages", "cpp", "re-warned.cpp");
    const report = await inProject(project.root, () => judgeCases(planJudge("sum", { solution: path })));
    expect(report.summary.verdict).toBe("RE");
    expect(report.cases[0]?.message).toMatch(/^exit code 3: giving up; the compiler warned: \S*re-warned\.cpp:3:\d+: warning: .*\[-Wreturn-type\]$/);
  }, 60_000);

  it("an interactive case's RE quotes it too", async (context) => {
    const why = await missingToolchain("cpp");
    if (why) return context.skip();
    const path = join(repoRoot, "test", "fixtures", "languages", "cpp", "re-warned.cpp");
    const report = await inProject(repoRoot, () => judgeCases(planJudge("play-nim", { solution: path, case: "01-sample" })));
    expect(report.cases[0]?.verdict).toBe("RE");
    expect(report.cases[0]?.message).toMatch(/; the compiler warned: \S*re-warned\.cpp:3:\d+: warning: .*\[-Wreturn-type\]$/);
  }, 60_000);
});
