import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeCases } from "../../src/judge/judge-cases";
import { planJudge } from "../../src/judge/plan-judge";
import { sharedHolder } from "../../src/sandbox/holder";
import { sandboxLauncher } from "../../src/sandbox/launcher-build";
import { detectSandbox } from "../../src/sandbox/sandbox-level";
import { SIDE_TASK_LIMIT, sideTaskLimit } from "../../src/sandbox/side-tasks";
import { TASK_LIMIT, taskGroupForLaunches, whyNoTaskLimit } from "../../src/sandbox/task-limit";
import { inProject, makeTempProject } from "../authoring/helpers/temp-project";
import { missingToolchain } from "../languages/language-fixtures";

// Both sides of an interactive case shared the judge's one budget of PIDs: an interactor that took every PID it could
// left the solution none for a thread (RE, "can't start new thread"), and a solution that did the same left the
// interactor none (IE). Each side now has a budget of its own (sandbox/side-tasks.ts). Each side waits for the other's
// line before it needs its PID, so neither test depends on who starts first.

const namespaces = detectSandbox().level === "namespaces";
const why = !namespaces ? "namespaces unavailable" : !(await sandboxLauncher(await sharedHolder())).path ? "no compiled launcher" : whyNoTaskLimit();
if (why) console.warn(`test/interactive/pid-budgets skipped: ${why}, so a judge has no budget of PIDs to divide here`);

// Takes every thread it can, keeps them, then plays: 21, and 42 expected back. It rejects if nothing refused it.
const HOARDING_INTERACTOR = `import sys, threading
hold = threading.Event()
made = 0
try:
    while made < ${TASK_LIMIT + 2000}:
        threading.Thread(target=hold.wait, daemon=True).start()
        made += 1
except RuntimeError:
    pass
print(21, flush=True)
line = sys.stdin.readline().strip()
if made >= ${TASK_LIMIT + 2000}:
    open(sys.argv[3] + "judgemessage.txt", "w").write("made all %d threads: no limit" % made)
    sys.exit(43)
sys.exit(42 if line == "42" else 43)
`;
// The usual recursion idiom of Python solutions: the work in a thread of its own, started once the input is read.
const THREAD_SOLUTION = `import threading
n = int(input())
def main():
    print(2 * n, flush=True)
threading.Thread(target=main).start()
`;

// Plays 21, then checks the answer in a thread of its own: a PID it needs after the solution has answered.
const CHECKING_INTERACTOR = `import sys, threading
print(21, flush=True)
line = sys.stdin.readline().strip()
verdict = []
checker = threading.Thread(target=lambda: verdict.append(42 if line == "42" else 43))
checker.start()
checker.join()
sys.exit(verdict[0])
`;
// Takes every thread it can (the box refuses fork), answers, holds them until the interactor is done, and exits 3.
const HOARDING_SOLUTION = `#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static void *idle(void *arg) { (void)arg; pause(); return 0; }
int main(void) {
  pthread_attr_t attr; pthread_attr_init(&attr); pthread_attr_setstacksize(&attr, 16384);
  int made = 0;
  for (; made < ${TASK_LIMIT + 2000}; made++) { pthread_t t; if (pthread_create(&t, &attr, idle, 0) != 0) break; }
  fprintf(stderr, "threads %d\\n", made);
  long long n;
  if (scanf("%lld", &n) != 1) return 0;
  printf("%lld\\n", 2 * n);
  fflush(stdout);
  while (getchar() != EOF) {}
  _exit(3);
}
`;

describe.skipIf(why !== undefined)("each side of an interactive case has its own budget of PIDs", () => {
  let root = "";
  let remove = () => undefined as void;
  const missing: Record<string, string | undefined> = {};
  beforeAll(async () => {
    const project = makeTempProject();
    root = project.root;
    remove = project.remove;
    for (const [id, interactor, cases] of [["hoard", HOARDING_INTERACTOR, 1], ["check", CHECKING_INTERACTOR, 1], ["check4", CHECKING_INTERACTOR, 4]] as const) {
      mkdirSync(join(root, "problems", id), { recursive: true });
      mkdirSync(join(root, "cases", id), { recursive: true });
      writeFileSync(join(root, "problems", id, "problem.yaml"), `title: ${id}\ntimeLimitMs: 5000\nmemoryLimitMiB: 256\ninteractive: true\n`);
      writeFileSync(join(root, "problems", id, "statement.md"), `# ${id}\n`);
      writeFileSync(join(root, "problems", id, "interactor.py"), interactor);
      for (let n = 1; n <= cases; n++) {
        writeFileSync(join(root, "cases", id, `${n}.in`), "21\n");
        writeFileSync(join(root, "cases", id, `${n}.out`), "");
      }
    }
    writeFileSync(join(root, "thread.py"), THREAD_SOLUTION);
    writeFileSync(join(root, "hoard.c"), HOARDING_SOLUTION);
    for (const id of ["python", "c"]) missing[id] = await missingToolchain(id);
  });
  afterAll(() => remove());

  it(`an interactor that takes every PID it may (${SIDE_TASK_LIMIT}) leaves the solution its own: AC, not RE`, async (context) => {
    if (missing.python) return context.skip(`no Python: ${missing.python}`);
    const report = await inProject(root, () => judgeCases(planJudge("hoard", { solution: join(root, "thread.py") })));
    const [result] = report.cases;
    expect(result?.verdict, result?.message).toBe("AC");
  }, 120_000);

  it("a solution that takes every PID it may leaves the interactor its own: the solution's RE, not IE", async (context) => {
    if (missing.python || missing.c) return context.skip(`no Python or C: ${missing.python ?? missing.c}`);
    const report = await inProject(root, () => judgeCases(planJudge("check", { solution: join(root, "hoard.c") })));
    const [result] = report.cases;
    expect(result?.verdict, result?.message).toBe("RE");
    expect(result?.message).toMatch(/^exit code 3/);
    const made = Number(/threads (\d+)/.exec(result?.details?.stderrTail ?? "")?.[1]);
    expect(made, result?.details?.stderrTail).toBeGreaterThan(100);
    expect(made).toBeLessThan(SIDE_TASK_LIMIT);
  }, 120_000);

  // At --jobs 4, four hoarding solutions of 1024 PIDs each took the judge's whole 4096: an interactor could not
  // start its checking thread, or the judge its next launcher (IE). The sides' budgets are divided by the cases that
  // run at once now, with the judge's own share kept (sandbox/side-tasks.ts).
  it("at --jobs 4, four solutions that take every PID they may still leave every interactor its own: RE, never IE", async (context) => {
    if (missing.python || missing.c) return context.skip(`no Python or C: ${missing.python ?? missing.c}`);
    const report = await inProject(root, () => judgeCases(planJudge("check4", { solution: join(root, "hoard.c"), jobs: 4 })));
    expect(report.cases).toHaveLength(4);
    for (const result of report.cases) {
      expect(result.verdict, result.message).toBe("RE");
      expect(result.message).toMatch(/^exit code 3/);
      const made = Number(/threads (\d+)/.exec(result.details?.stderrTail ?? "")?.[1]);
      expect(made, result.details?.stderrTail).toBeLessThanOrEqual(sideTaskLimit(4));
    }
    expect(sideTaskLimit(1)).toBe(SIDE_TASK_LIMIT);
    expect(4 * 2 * sideTaskLimit(4)).toBeLessThan(TASK_LIMIT);
  }, 180_000);

  it("each side's cgroup is gone once its case is judged: only the judge's own leaf is left", async () => {
    const group = taskGroupForLaunches();
    expect(group).toBeDefined();
    const below = () => readdirSync(group!, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith("stonebench-")).map((entry) => entry.name);
    for (const until = Date.now() + 10_000; below().length > 1 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(below()).toEqual(["judge"]);
  });
});
